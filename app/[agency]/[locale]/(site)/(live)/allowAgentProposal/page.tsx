import { proposalAnswerPage } from "@/components/proposals/proposal-answer-page";

/** SPEC §2.1 /allowAgentProposal (issue 28): the client asks the agent to book the option chosen. */
const { generateMetadata, Page } = proposalAnswerPage("ask");
export { generateMetadata };
export default Page;

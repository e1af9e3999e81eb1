import { proposalAnswerPage } from "@/components/proposals/proposal-answer-page";

/** SPEC §2.1 /disapproveProposal (issue 28): the client declines a proposal with a reason. */
const { generateMetadata, Page } = proposalAnswerPage("decline");
export { generateMetadata };
export default Page;

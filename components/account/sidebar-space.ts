import { AUTH_HINT_COOKIE } from "@/lib/contract/cookies";

/** SPEC §2.5: no sidebar on policy, FAQ, about and destination pages. */
export const WITHOUT_SIDEBAR =
  /^\/(about|faqs|privacy-policy|cookies-policy|disclaimer|user-terms-and-conditions|agency-terms-and-conditions|cancellation-policy|destination|top-destination|hidden-gems-round-the-world|logout)(\/|$)/;

/**
 * Run before the page is first painted (an inline script of the site layout): a browser that holds
 * a session keeps the collapsed sidebar's room from the start, so the page does not move sideways
 * when the sidebar arrives with the session check (issue 26, no layout shift). The sidebar takes
 * the room back if the check finds no session. The page stays the same for everyone (cached).
 */
export const SIDEBAR_SPACE_SCRIPT = `if(/(?:^|;\\s*)${AUTH_HINT_COOKIE}=1(?:;|$)/.test(document.cookie)&&!${WITHOUT_SIDEBAR}.test(location.pathname))document.documentElement.setAttribute("data-sidebar","")`;

import type { ReactNode } from "react";
import { WordedPageMessages } from "../checkout/worded-page-messages";

/**
 * The shared checkout's texts that speak of a hotel room, as an activity says them: the activity
 * checkout gives the shared components (which read `Checkout`) these `ActivityCheckout` texts.
 */
const ACTIVITY_WORDING = [
  "holding",
  "invalidLink",
  "holdFor",
  "soldOutTitle",
  "soldOutDetail",
  "expiredDetail",
  "quoteFailedTitle",
  "formLabel",
  "specialRequestsLabel",
  "errorFirstName",
  "errorLastName",
] as const;

/** The namespaces an activity checkout's client components use, `Checkout` in its words. */
export function ActivityPageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  return (
    <WordedPageMessages namespaces={namespaces} wording="ActivityCheckout" keys={ACTIVITY_WORDING}>
      {children}
    </WordedPageMessages>
  );
}

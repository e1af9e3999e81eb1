import type { ReactNode } from "react";
import { WordedPageMessages } from "../checkout/worded-page-messages";

/**
 * The shared checkout's texts that speak of a hotel room, as a flight says them: the flight
 * pages give the shared checkout components (which read `Checkout`) these `FlightCheckout`
 * texts in their place, so the components stay the same for every product.
 */
const FLIGHT_WORDING = [
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

/**
 * Like PageMessages (components/shell/page-messages.tsx): the namespaces a flight booking page's
 * client components use, with the `Checkout` namespace in a flight's words.
 */
export function FlightPageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  return (
    <WordedPageMessages namespaces={namespaces} wording="FlightCheckout" keys={FLIGHT_WORDING}>
      {children}
    </WordedPageMessages>
  );
}

import type { FlightOfferSnapshot } from "@/lib/contract/booking";

/**
 * A flight trip's airports in order, as codes ("LHR → JFK → LHR"): where it starts, each
 * journey's end, and a journey's start when it is not where the one before ended.
 */
export function flightRouteText(offer: FlightOfferSnapshot, arrow = "→"): string {
  const chunks: string[][] = [];
  for (const j of offer.journeys) {
    const from = j.segments[0]!.from.iata;
    const to = j.segments[j.segments.length - 1]!.to.iata;
    const chunk = chunks[chunks.length - 1];
    if (chunk && chunk[chunk.length - 1] === from) chunk.push(to);
    else chunks.push([from, to]);
  }
  return chunks.map((c) => c.join(` ${arrow} `)).join(" / ");
}

import "server-only";
import { TZDate } from "@date-fns/tz";
import type { CruisePortView, ItineraryDay } from "@/lib/contract/cruise";
import { addDaysIso } from "@/lib/booking/hotel-search-params";
import { wallClockInstant } from "../../wall-clock";
import { createRng } from "../random";
import type { CruiseSailing } from "./sailings";
import type { CruisePort } from "./ports";

/**
 * A sailing day by day, as a line's cruise planner shows it: embarkation in the afternoon, each
 * call from the morning to the late afternoon, days at sea between, and back at the home port in
 * the early morning. Times are the port's own wall clock, kept as instants with that port's
 * offset (a ship keeps the time of the port it is in). The times are drawn from the sailing's id,
 * so a sailing always shows the same ones.
 */

export const portView = (p: CruisePort): CruisePortView => ({
  id: p.id,
  name: p.name,
  countryCode: p.countryCode,
  timeZone: p.timeZone,
});

/** `HH:mm` between `from` and `to` hours, on the half hour. */
const halfHour = (rng: ReturnType<typeof createRng>, from: number, to: number) => {
  const slot = rng.int(from * 2, to * 2);
  return `${String(Math.floor(slot / 2)).padStart(2, "0")}:${slot % 2 ? "30" : "00"}`;
};

/** The instant at the port's clock, written with the port's offset ("…T08:00:00-05:00"). */
function at(date: string, time: string, timeZone: string): string {
  const instant = wallClockInstant(date, time, timeZone);
  return new TZDate(instant.getTime(), timeZone).toISOString().replace(".000", "");
}

export function itineraryOf(
  sailing: Pick<CruiseSailing, "id" | "departureDate" | "nights" | "embarkation" | "portCalls">,
): ItineraryDay[] {
  const rng = createRng(`${sailing.id}:times`);
  const home = sailing.embarkation;
  const calls = new Map(sailing.portCalls.map((c) => [c.day, c.port]));
  const days: ItineraryDay[] = [];
  for (let day = 0; day <= sailing.nights; day++) {
    const date = addDaysIso(sailing.departureDate, day);
    const port = day === 0 || day === sailing.nights ? home : calls.get(day);
    if (!port) {
      days.push({ day, date, port: null, arrive: null, depart: null });
      continue;
    }
    const tz = port.timeZone;
    const arrive =
      day === 0 ? null : at(date, halfHour(rng, day === sailing.nights ? 6 : 7, 9), tz);
    const depart =
      day === sailing.nights ? null : at(date, halfHour(rng, 16, day === 0 ? 17 : 19), tz);
    days.push({ day, date, port: portView(port), arrive, depart });
  }
  return days;
}

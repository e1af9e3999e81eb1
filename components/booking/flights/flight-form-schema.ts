import { get, set, type FieldErrors, type Resolver } from "react-hook-form";
import { addDaysIso, todayIso } from "@/lib/booking/hotel-search-params";
import { MAX_DAYS_AHEAD } from "@/lib/booking/flight-search-params";
import { flightErrorKey, flightQuery, type FlightErrorKey } from "@/lib/contract/flights";
import { formQuery, type FlightFormValues } from "./flight-form-values";

/**
 * The search form's rules: each end and date given, no date past or too far ahead, then the
 * contract's flight query (what the API parses the search with). Loaded on demand
 * (flight-search-form.tsx), so zod stays out of first-load JavaScript. Messages are keys of
 * `FlightSearch.errors`, which the form shows in the page language.
 */
export type FlightFormError =
  | "from"
  | "to"
  | "date"
  | "past"
  | "tooFar"
  | "order"
  | "sameAirport"
  | "tooManySeats"
  | "tooManyInfants"
  | "invalid";

const CONTRACT_ERRORS: Partial<Record<FlightErrorKey, FlightFormError>> = {
  sameAirport: "sameAirport",
  legsInOrder: "order",
  tooManySeats: "tooManySeats",
  tooManyInfants: "tooManyInfants",
};

export const flightFormResolver: Resolver<FlightFormValues> = async (values) => {
  const errors: FieldErrors<FlightFormValues> = {};
  const add = (path: string, message: FlightFormError) => {
    if (!get(errors, path)) set(errors, path, { type: "custom", message });
  };
  const today = todayIso();
  const last = addDaysIso(today, MAX_DAYS_AHEAD);
  const checkDate = (path: string, date: string, min = today) =>
    !date
      ? add(path, "date")
      : date < today
        ? add(path, "past")
        : date > last
          ? add(path, "tooFar")
          : date < min && add(path, "order");

  const legs = values.trip === "multi" ? values.legs : values.legs.slice(0, 1);
  legs.forEach((leg, i) => {
    if (!leg.from.codes.length) add(`legs.${i}.from`, "from");
    if (!leg.to.codes.length) add(`legs.${i}.to`, "to");
    checkDate(`legs.${i}.date`, leg.date, i > 0 ? legs[i - 1]!.date : today);
  });
  if (values.trip === "round") checkDate("returnDate", values.returnDate, legs[0]!.date);

  if (Object.keys(errors).length === 0) {
    const parsed = flightQuery.safeParse(formQuery(values));
    for (const issue of parsed.error?.issues ?? []) {
      const [field, index, end] = issue.path.map(String);
      // A round trip's return mirrors its outbound: only its date is the traveller's own.
      if (values.trip === "round" && index === "1" && end !== undefined && end !== "date") continue;
      const key = CONTRACT_ERRORS[flightErrorKey(issue.message) ?? "required"] ?? "invalid";
      // A round trip's second leg is the form's return date.
      const path =
        field === "legs" && index !== undefined
          ? values.trip === "round" && index === "1"
            ? "returnDate"
            : `legs.${index}.${end ?? "date"}`
          : field === "children" || field === "infants" || field === "adults"
            ? "adults"
            : "root";
      add(path, key);
    }
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

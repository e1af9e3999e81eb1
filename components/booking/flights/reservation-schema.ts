import type { Resolver } from "react-hook-form";
import {
  loadContactSchema,
  type CheckoutValues,
} from "@/components/booking/checkout/checkout-schema";
import type { Contact } from "@/lib/contract/booking";
import type { FlightPassenger, PassengerRules } from "@/lib/contract/flights";
import type { PassengerValues } from "./reservation-draft";

/** What the passengers form holds while it is typed in. */
export interface ReservationValues {
  passengers: PassengerValues[];
  contact: CheckoutValues["contact"];
}

/** What it holds once valid: the contract's passengers and contact. */
export interface ReservationOutput {
  passengers: FlightPassenger[];
  contact: Contact;
}

export interface ReservationContext {
  rules: PassengerRules;
}

type Modules = readonly [
  typeof import("@/lib/contract/flights"),
  typeof import("@hookform/resolvers/zod"),
  Awaited<ReturnType<typeof loadContactSchema>>,
];

let modules: Promise<Modules> | undefined;

/**
 * zod, the flight contract and the phone rules load when the form is first checked, not with the
 * page (the booking pages' JavaScript budget), as the checkout's schema does.
 */
function load(): Promise<Modules> {
  modules ??= Promise.all([
    import("@/lib/contract/flights"),
    import("@hookform/resolvers/zod"),
    loadContactSchema(),
  ] as const);
  return modules;
}

/**
 * A passenger as the contract reads it: an empty optional field is absent, and the passport is
 * asked for only when the trip is international (the rules then require it).
 */
function forContract(p: PassengerValues, international: boolean) {
  const optional = (value: string) => (value.trim() ? value : undefined);
  return {
    type: p.type,
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth,
    gender: p.gender || undefined,
    nationality: p.nationality,
    ...(international
      ? {
          passportNumber: optional(p.passportNumber)?.toUpperCase(),
          passportExpiry: optional(p.passportExpiry),
        }
      : {}),
  };
}

/**
 * react-hook-form's resolver for the passengers and the contact: zodResolver over the contract's
 * `flightPassengers(rules)` (so the browser refuses what the API refuses, with the same
 * messages) and the checkout's contact schema, loaded lazily.
 */
export const reservationResolver: Resolver<
  ReservationValues,
  ReservationContext,
  ReservationOutput
> = async (values, context, options) => {
  const [flights, { zodResolver }, contact] = await load();
  if (!context) throw new Error("the passenger rules are missing");
  const { rules } = context;
  const { z } = await import("zod");
  const schema = z.object({
    passengers: flights.flightPassengers(rules),
    contact,
  });
  const resolve = zodResolver(schema) as unknown as Resolver<
    ReservationValues,
    ReservationContext,
    ReservationOutput
  >;
  const prepared = {
    ...values,
    passengers: values.passengers.map((p) => forContract(p, rules.international)),
  } as unknown as ReservationValues;
  const result = await resolve(prepared, context, options);
  if (Object.keys(result.errors).length) {
    addTripRuleErrors(flights, rules, prepared.passengers, result.errors as Errors);
  }
  keyMessages(result.errors, flights.flightErrorKey);
  return result;
};

type Errors = { passengers?: Array<Record<string, { type: string; message: string }> | undefined> };
const CHECKED = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "gender",
  "nationality",
  "passportNumber",
  "passportExpiry",
] as const;

/**
 * zod checks the trip's rules (ages on the last flight's date, passports) only once every
 * passenger's own fields are valid, which would show those mistakes one submit later. So when
 * the form has errors, the same rules of the contract run again on the passengers with their
 * invalid fields stood in for by valid ones, and what they find is added to the fields that have
 * no error yet: the traveller sees every mistake at once.
 */
function addTripRuleErrors(
  flights: Modules[0],
  rules: PassengerRules,
  passengers: readonly unknown[],
  errors: Errors,
) {
  const year = Number(rules.lastFlightDate.slice(0, 4));
  const standIn = {
    firstName: "A",
    lastName: "A",
    gender: "unspecified",
    nationality: "ZZ",
    passportNumber: "AAAAA",
    passportExpiry: "2999-01-01",
  } as const;
  const birth = { adult: year - 30, child: year - 5, infant: year - 1 } as const;
  const patched = passengers.map((value) => {
    const p = { ...(value as Record<string, unknown>) };
    const type = p.type as keyof typeof birth;
    for (const field of CHECKED) {
      const schema = flights.flightPassenger.shape[field];
      // An absent passport stays absent: the rules say it is missing.
      const optional = field === "passportNumber" || field === "passportExpiry";
      if ((optional && p[field] === undefined) || schema.safeParse(p[field]).success) continue;
      p[field] =
        field === "dateOfBirth"
          ? `${birth[type] ?? year - 30}${rules.lastFlightDate.slice(4)}`
          : standIn[field];
    }
    return p;
  });
  const checked = flights.flightPassengers(rules).safeParse(patched);
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    const [index, field] = issue.path;
    if (typeof index !== "number" || typeof field !== "string") continue;
    errors.passengers ??= [];
    const own = (errors.passengers[index] ??= {});
    own[field] ??= { type: issue.code, message: issue.message };
  }
}

/**
 * Puts the key of each contract message (`FLIGHT_ERRORS`) in place of its English sentence, so
 * the form shows the translation (`FlightErrors.<key>`, flight-error-text.ts) without loading the
 * contract with the page. Other messages stay as they are.
 */
function keyMessages(errors: unknown, keyOf: (message: string | undefined) => string | null) {
  if (!errors || typeof errors !== "object") return;
  const node = errors as { message?: unknown; ref?: unknown };
  if (typeof node.message === "string") node.message = keyOf(node.message) ?? node.message;
  for (const [name, child] of Object.entries(errors)) {
    if (name !== "ref") keyMessages(child, keyOf);
  }
}

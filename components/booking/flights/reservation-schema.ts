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
  keyMessages(result.errors, flights.flightErrorKey);
  return result;
};

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

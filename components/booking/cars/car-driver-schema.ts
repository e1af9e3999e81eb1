import type { FieldErrors, Resolver, ResolverResult } from "react-hook-form";
import type { DriverValues } from "./car-draft";
import { carErrorKey } from "./car-error-text";

/**
 * The main driver's rules, the API's own: the names of the booking contract's traveller, a
 * licence country and an optional arriving flight number (FLIGHT_NUMBER). zod and the contracts
 * load when the form is first checked, not with the page (the booking pages' JavaScript budget).
 * An error's message is a `CarErrors` key for a contract rule, else the field's name.
 */

type Modules = readonly [
  typeof import("zod"),
  typeof import("@/lib/contract/booking"),
  typeof import("@/lib/contract/cars"),
];

let modules: Promise<Modules> | undefined;

function load(): Promise<Modules> {
  modules ??= Promise.all([
    import("zod"),
    import("@/lib/contract/booking"),
    import("@/lib/contract/cars"),
  ] as const);
  return modules;
}

export const driverResolver: Resolver<DriverValues> = async (
  values,
): Promise<ResolverResult<DriverValues>> => {
  const [{ z }, { traveller }, { CAR_ERRORS }] = await load();
  const schema = traveller.pick({ firstName: true, lastName: true, flightNumber: true }).extend({
    licenceCountry: z.string().regex(/^[A-Z]{2}$/, CAR_ERRORS.licenceCountry),
  });
  const flightNumber = values.flightNumber.trim();
  const parsed = schema.safeParse({ ...values, flightNumber: flightNumber || undefined });
  if (parsed.success) {
    return {
      values: {
        firstName: parsed.data.firstName,
        lastName: parsed.data.lastName,
        licenceCountry: parsed.data.licenceCountry,
        flightNumber: parsed.data.flightNumber ?? "",
      },
      errors: {},
    };
  }
  const errors: FieldErrors<DriverValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof DriverValues;
    errors[field] ??= {
      type: "custom",
      message: carErrorKey(issue.message, CAR_ERRORS) ?? field,
    };
  }
  return { values: {}, errors };
};

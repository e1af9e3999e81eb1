import type { Resolver } from "react-hook-form";
import type { BookingRequest, Contact, Traveller } from "@/lib/contract/booking";
import { parseMajorToMinor } from "@/lib/booking/trip-format";

/** What the checkout form holds while it is typed in. */
export interface CheckoutValues {
  contact: { firstName: string; lastName: string; email: string; phone: string; country: string };
  /** One lead guest per room. */
  travellers: Array<{ firstName: string; lastName: string }>;
  specialRequests: string;
  useCredits: boolean;
  /** Major units of the quote's currency, as typed. */
  credits: string;
  acceptTerms: boolean;
}

/**
 * A traveller as the booking request takes it, without its `unit` (the place in the list): a
 * room's lead guest, or a flight passenger with the passport fields.
 */
export type BookingTraveller = Omit<Traveller, "unit">;

/** What it holds once valid: the phone in E.164 and the credits in minor units. */
export interface CheckoutOutput {
  contact: Contact;
  travellers: BookingTraveller[];
  specialRequests?: string;
  /** Answers to the offer's questions (an activity's), by question id. */
  answers?: BookingRequest["answers"];
  creditsMinor: number;
  acceptTerms: true;
}

export interface CheckoutContext {
  /** The credits the traveller may spend, in the quote's currency; null when there are none. */
  credits: { amountMinor: number; currency: string } | null;
}

type Modules = readonly [
  typeof import("zod"),
  typeof import("@/lib/contract/booking"),
  typeof import("libphonenumber-js"),
  typeof import("@hookform/resolvers/zod"),
];

let modules: Promise<Modules> | undefined;

/**
 * The schema is built from the booking contract's own pieces, so the form refuses what the API
 * refuses. zod, the contract and the phone metadata load when the form is first checked, not
 * with the page: they would take a good part of the booking pages' JavaScript budget.
 */
function load(): Promise<Modules> {
  modules ??= Promise.all([
    import("zod"),
    import("@/lib/contract/booking"),
    import("libphonenumber-js"),
    import("@hookform/resolvers/zod"),
  ] as const);
  return modules;
}

function contactSchema([{ z }, c, phones]: Modules) {
  return (
    c.contact
      .extend({ phone: z.string().trim().min(1) })
      .superRefine((value, ctx) => {
        let valid = false;
        try {
          valid = phones.isValidPhoneNumber(value.phone, value.country as never);
        } catch {
          valid = false;
        }
        if (!valid) ctx.addIssue({ code: "custom", path: ["phone"], message: "invalid phone" });
      })
      // The API takes E.164; the traveller may have typed the national form for the country.
      .transform((value) => ({
        ...value,
        phone: phones.parsePhoneNumberFromString(value.phone, value.country as never)!.number,
      }))
  );
}

function buildSchema(loaded: Modules, context: CheckoutContext) {
  const [{ z }, c] = loaded;
  const guestName = c.traveller.pick({ firstName: true, lastName: true });
  return z
    .object({
      contact: contactSchema(loaded),
      travellers: z.array(guestName),
      specialRequests: c.bookingRequest.shape.specialRequests,
      useCredits: z.boolean(),
      credits: z.string(),
      acceptTerms: c.bookingRequest.shape.acceptTerms,
    })
    .superRefine((value, ctx) => {
      if (!value.useCredits || !context.credits) return;
      const minor = parseMajorToMinor(value.credits, context.credits.currency);
      if (minor === null || minor <= 0 || minor > context.credits.amountMinor)
        ctx.addIssue({ code: "custom", path: ["credits"], message: "invalid credits" });
    })
    .transform((value): CheckoutOutput => ({
      contact: value.contact,
      travellers: value.travellers,
      specialRequests: value.specialRequests || undefined,
      creditsMinor:
        value.useCredits && context.credits
          ? (parseMajorToMinor(value.credits, context.credits.currency) ?? 0)
          : 0,
      acceptTerms: true,
    }));
}

/** react-hook-form's resolver for the checkout: zodResolver over the contract, loaded lazily. */
export const checkoutResolver: Resolver<CheckoutValues, CheckoutContext, CheckoutOutput> = async (
  values,
  context,
  options,
) => {
  const loaded = await load();
  const schema = buildSchema(loaded, context ?? { credits: null });
  const resolve = loaded[3].zodResolver(schema) as unknown as Resolver<
    CheckoutValues,
    CheckoutContext,
    CheckoutOutput
  >;
  return resolve(values, context, options);
};

/**
 * The contact's zod schema (the checkout's rules, the phone made E.164), for another form that
 * takes a contact, such as the flight passengers'. Loaded lazily like the checkout's.
 */
export async function loadContactSchema() {
  return contactSchema(await load());
}

/** The lead contact alone, for an agent's new client: the same rules as the checkout's. */
export const contactResolver: Resolver<CheckoutValues["contact"], unknown, Contact> = async (
  values,
  context,
  options,
) => {
  const loaded = await load();
  const schema = contactSchema(loaded);
  const resolve = loaded[3].zodResolver(schema) as unknown as Resolver<
    CheckoutValues["contact"],
    unknown,
    Contact
  >;
  return resolve(values, context, options);
};

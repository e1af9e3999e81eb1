import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js";
import * as z from "zod";
import { BOOKING_STATUSES, money } from "./booking";
import { GENDERS } from "./flights";
import { PRODUCT_IDS } from "./products";

/**
 * The back office's Clients (issue 16): the people an agency books for, their travelling
 * companions with passport data (offered again at checkout), preferences and staff notes, their
 * bookings, and the CSV export and import. The same schemas check the page's forms and the API.
 */

export const AGENCY_CLIENT_SORTS = ["name", "createdAt", "email"] as const;
export type AgencyClientSort = (typeof AGENCY_CLIENT_SORTS)[number];
export const AGENCY_CLIENT_PAGE_SIZES = [10, 25, 50, 100] as const;

/** The columns of the CSV export, which the import reads back (names as in the API). */
export const CLIENT_CSV_COLUMNS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "country",
  "preferences",
] as const;
export type ClientCsvColumn = (typeof CLIENT_CSV_COLUMNS)[number];
/** The most an import takes: bytes of CSV and client lines. */
export const CLIENT_IMPORT_MAX_BYTES = 1_000_000;
export const CLIENT_IMPORT_MAX_ROWS = 5_000;

export const CLIENT_ERRORS = {
  firstName: "Enter a first name (at most 60 characters).",
  lastName: "Enter a last name (at most 60 characters).",
  email: "Enter a valid email address.",
  phone: "Enter a valid phone number, with its country code or the client's country.",
  country: "Choose a country (a two-letter ISO code).",
  preferences: "Preferences take at most 2,000 characters.",
  notes: "Notes take at most 4,000 characters.",
  travellerName: "Enter the name as on the passport (letters, spaces, ' . -).",
  dateOfBirth: "Enter a date of birth in the past.",
  nationality: "Choose a nationality (a two-letter ISO code).",
  passportNumber: "A passport number has 5 to 20 letters and digits.",
  passportExpiry: "The passport must expire after today.",
  empty: "Change at least one field.",
} as const;

/** The fields given a value (null included), without those left out. */
function definedOnly<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Today in UTC, `YYYY-MM-DD`. */
const today = () => new Date().toISOString().slice(0, 10);

/** Optional text: blank is none (null), so that a form's empty field clears it. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((s) => (s ? s : null))
    .optional();

const countryCode = (message: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, message);

const name = (message: string) => z.string().trim().min(1, message).max(60, message);

const clientShape = {
  firstName: name(CLIENT_ERRORS.firstName),
  lastName: name(CLIENT_ERRORS.lastName),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, CLIENT_ERRORS.email)
    .pipe(z.email(CLIENT_ERRORS.email)),
  phone: optionalText(30, CLIENT_ERRORS.phone),
  country: countryCode(CLIENT_ERRORS.country)
    .nullable()
    .or(z.literal("").transform(() => null))
    .optional(),
  preferences: optionalText(2000, CLIENT_ERRORS.preferences),
  notes: optionalText(4000, CLIENT_ERRORS.notes),
};

/** A phone is kept in E.164; typed nationally, it is read in the client's country. */
function phoneIn(phone: string, country: string | null): string | null {
  try {
    if (!isValidPhoneNumber(phone, (country ?? undefined) as CountryCode | undefined)) return null;
    return parsePhoneNumberFromString(phone, (country ?? undefined) as CountryCode | undefined)!
      .number;
  } catch {
    return null;
  }
}

/** POST /api/agency/clients, and each line of an import. */
export const newAgencyClient = z.strictObject(clientShape).transform((c, ctx) => {
  if (!c.phone) return c;
  const phone = phoneIn(c.phone, c.country ?? null);
  if (!phone) {
    ctx.addIssue({ code: "custom", path: ["phone"], message: CLIENT_ERRORS.phone });
    return z.NEVER;
  }
  return { ...c, phone };
});
export type NewAgencyClient = z.output<typeof newAgencyClient>;
export type AgencyClientInput = z.input<typeof newAgencyClient>;

/**
 * PATCH /api/agency/clients/{clientId}: the fields to change (null or blank clears an optional
 * one). A new phone is read in the new country, or in the client's own when it is not changed.
 */
export const agencyClientPatch = z
  .strictObject({
    firstName: clientShape.firstName.optional(),
    lastName: clientShape.lastName.optional(),
    email: clientShape.email.optional(),
    phone: clientShape.phone,
    country: clientShape.country,
    preferences: clientShape.preferences,
    notes: clientShape.notes,
  })
  // Only what was sent is changed (an absent field is undefined; null clears it).
  .transform((input) => definedOnly(input))
  .refine((p) => Object.keys(p).length > 0, { message: CLIENT_ERRORS.empty });
export type AgencyClientPatch = z.output<typeof agencyClientPatch>;

export { phoneIn as clientPhone };

export const agencyClientsQuery = z.object({
  /** A name, an email or a phone number, or part of one. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(AGENCY_CLIENT_SORTS).default("name"),
  dir: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (AGENCY_CLIENT_PAGE_SIZES as readonly number[]).includes(n), {
      message: `must be one of ${AGENCY_CLIENT_PAGE_SIZES.join(", ")}`,
    })
    .default(25),
});
export type AgencyClientsQuery = z.output<typeof agencyClientsQuery>;

export const agencyClientRow = z.strictObject({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
  /** How many bookings were made for the client. */
  bookings: z.number().int(),
});
export type AgencyClientRow = z.infer<typeof agencyClientRow>;

export const agencyClientsResponse = z.strictObject({
  rows: z.array(agencyClientRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AgencyClientsResponse = z.infer<typeof agencyClientsResponse>;

const travellerName = z
  .string()
  .trim()
  .min(1, CLIENT_ERRORS.travellerName)
  .max(60, CLIENT_ERRORS.travellerName)
  .regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, CLIENT_ERRORS.travellerName);

const optionalDate = (message: string) =>
  z
    .union([z.iso.date(message), z.literal("")])
    .nullable()
    .transform((d) => d || null);

const travellerShape = {
  firstName: travellerName,
  lastName: travellerName,
  dateOfBirth: optionalDate(CLIENT_ERRORS.dateOfBirth)
    .refine((d) => !d || (d >= "1900-01-01" && d <= today()), CLIENT_ERRORS.dateOfBirth)
    .optional(),
  gender: z
    .union([z.enum(GENDERS), z.literal("")])
    .nullable()
    .transform((g) => g || null)
    .optional(),
  nationality: countryCode(CLIENT_ERRORS.nationality)
    .nullable()
    .or(z.literal("").transform(() => null))
    .optional(),
  passportNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{5,20})?$/, CLIENT_ERRORS.passportNumber)
    .nullable()
    .transform((p) => p || null)
    .optional(),
  passportExpiry: optionalDate(CLIENT_ERRORS.passportExpiry)
    .refine((d) => !d || d > today(), CLIENT_ERRORS.passportExpiry)
    .optional(),
};

/** POST /api/agency/clients/{clientId}/travellers */
export const clientTravellerInput = z.strictObject(travellerShape);
export type ClientTravellerInput = z.input<typeof clientTravellerInput>;
export type ClientTravellerValues = z.output<typeof clientTravellerInput>;

/** PATCH …/travellers/{travellerId}: the fields to change. */
export const clientTravellerPatch = z
  .strictObject({
    ...travellerShape,
    firstName: travellerName.optional(),
    lastName: travellerName.optional(),
  })
  .transform((input) => definedOnly(input))
  .refine((p) => Object.keys(p).length > 0, { message: CLIENT_ERRORS.empty });

export const clientTraveller = z.strictObject({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  nationality: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportExpiry: z.string().nullable(),
});
export type ClientTraveller = z.infer<typeof clientTraveller>;
export const clientTravellersResponse = z.strictObject({ travellers: z.array(clientTraveller) });
export type ClientTravellersResponse = z.infer<typeof clientTravellersResponse>;

export const clientBooking = z.strictObject({
  reference: z.string(),
  product: z.enum(PRODUCT_IDS),
  status: z.enum(BOOKING_STATUSES),
  /** What was booked: the hotel, the route, the car, the activity. */
  title: z.string(),
  createdAt: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** What was paid, less refunds, in the currency charged. */
  charged: money,
});
export type ClientBooking = z.infer<typeof clientBooking>;

/** The most recent bookings a client's page lists; the Bookings table has them all. */
export const CLIENT_BOOKINGS_SHOWN = 50;

export const agencyClientDetails = z.strictObject({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  preferences: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  travellers: z.array(clientTraveller),
  /** The latest bookings made for the client, newest first, and how many there are in all. */
  bookings: z.array(clientBooking),
  bookingsTotal: z.number().int(),
  /**
   * The agency's traveller account with the client's email, if there is one: its reward wallet
   * (credits are earned and shown only when it is enabled) is switched on this page.
   */
  account: z.strictObject({ id: z.uuid(), isRewardWalletEnable: z.boolean() }).nullable(),
});
export type AgencyClientDetails = z.infer<typeof agencyClientDetails>;

/** PUT /api/agency/clients/{clientId}/reward-wallet */
export const rewardWalletSwitch = z.strictObject({ enabled: z.boolean() });
export const rewardWalletResponse = z.strictObject({ enabled: z.boolean() });

/** One refused line of an import: its line in the file, the column, and what is wrong. */
export const importRowError = z.strictObject({
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/** A 422 answer of the import: nothing was imported. */
export const clientImportRejected = z.strictObject({
  message: z.string(),
  code: z.literal("invalidRows"),
  errors: z.array(importRowError),
});
export type ClientImportRejected = z.infer<typeof clientImportRejected>;

export const clientImportResponse = z.strictObject({ imported: z.number().int() });

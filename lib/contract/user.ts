import * as z from "zod";
import { LOCALES } from "@/lib/i18n/locales";

export const USER_TYPES = [
  "Traveller",
  "TravelAgent",
  "SalesAgent",
  "AgencyOwner",
  "Admin",
] as const;
export type UserType = (typeof USER_TYPES)[number];

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email("Enter a valid email address"))
  .transform((e) => e.toLowerCase());
/** Length and commonness are checked on the server with the reason in the message. */
const password = z.string().min(1, "Enter a password").max(256);
const name = z.string().trim().min(1).max(80);
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This link is not valid");

/** SPEC §3 user profile, as the API gives it to its owner. */
export const userProfile = z.strictObject({
  id: z.uuid(),
  personal_info: z.strictObject({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    profile_image: z.string().nullable(),
    /** Minor units of `currency`. */
    credits: z.strictObject({ amount: z.number().int(), currency: z.string().length(3) }),
  }),
  userType: z.enum(USER_TYPES),
  auth: z.strictObject({ emailVerified: z.boolean(), hasPassword: z.boolean() }),
  isTravelAgent: z.boolean(),
  isRestrictedAgent: z.boolean(),
  isRewardWalletEnable: z.boolean(),
  language: z.enum(LOCALES).nullable(),
  /** When the account was opened (ISO 8601): the dashboards' "member since". */
  createdAt: z.iso.datetime(),
});
export type UserProfile = z.infer<typeof userProfile>;

/**
 * The page to come back to after confirming an emailed link (SPEC §4 deep link). Checked with
 * safeRedirectPath where the link is made; here only its size is bounded.
 */
const redirect = z.string().max(2048).optional();

export const loginRequest = z.object({ email, password, redirect });
/** The token is in the body only for separate-origin clients, which cannot use the cookie. */
export const loginResponse = z.strictObject({ user: userProfile, token: z.string().optional() });

export const signupRequest = z.object({
  firstName: name,
  lastName: name,
  email,
  password,
  language: z.enum(LOCALES).optional(),
  redirect,
});
export const messageResponse = z.strictObject({ message: z.string() });

export const verifyRequest = z.object({ token });
export const forgotPasswordRequest = z.object({ email, language: z.enum(LOCALES).optional() });
export const resetPasswordRequest = z.object({ token, password });
export const changePasswordRequest = z.object({ currentPassword: password, newPassword: password });

export const meResponse = z.strictObject({ user: userProfile.nullable() });
export type MeResponse = z.infer<typeof meResponse>;
export const profileUpdateRequest = z.object({
  firstName: name,
  lastName: name,
  language: z.enum(LOCALES).nullable().optional(),
});
export const profileResponse = z.strictObject({ user: userProfile });

export const PHOTO_MAX_BYTES = 1024 * 1024;
export const PHOTO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
/** A photo as a data URL; its type and size are checked again from the bytes on the server. */
export const photoRequest = z.object({
  dataUrl: z
    .string()
    .max(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 64, "The photo must be at most 1 MB")
    .regex(
      /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/,
      "Use a PNG, JPEG or WebP image",
    ),
});

export const logoutResponse = z.strictObject({
  message: z.string(),
  /** Agents go to the site's home after logout, others to the agency's return URL (SPEC §4). */
  isAgent: z.boolean(),
});

export const academyLinkResponse = z.strictObject({ url: z.url() });

/** A sign-in provider as pages see it: where to start (/api/auth/oidc/{slug}/start) and a label. */
export const identityProviderSummary = z.strictObject({
  slug: z.string(),
  kind: z.enum(["sso", "social"]),
  displayName: z.string(),
});
export const providersResponse = z.strictObject({ providers: z.array(identityProviderSummary) });

export const academyExchangeRequest = z.object({ token });
export const academyExchangeResponse = z.strictObject({
  user: z.strictObject({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    userType: z.enum(USER_TYPES),
  }),
  agency: z.strictObject({ subdomain: z.string(), agencyName: z.string() }),
});

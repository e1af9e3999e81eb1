import * as z from "zod";

const nullableString = z.string().nullable();

export const bookingMenuItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  active: z.boolean(),
});

export const socialLinks = z
  .object({
    linkedin: z.url(),
    instagram: z.url(),
    facebook: z.url(),
    twitter: z.url(),
    youtube: z.url(),
    discord: z.url(),
    tiktok: z.url(),
  })
  .partial();

/** GET /api/agency: the public agency data of SPEC §3. Nothing internal or secret. */
export const publicAgency = z.strictObject({
  id: z.uuid(),
  agencyName: z.string(),
  subdomain: z.string(),
  status: z.enum(["Active", "Inactive"]),
  logo: nullableString,
  logoMobile: nullableString,
  favicon: nullableString,
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  metaData: z.object({ title: z.string(), description: z.string(), keywords: z.array(z.string()) }),
  analytics: z.object({
    isEnabled: z.boolean(),
    googleAnalyticsId: nullableString,
    facebookAnalyticsId: nullableString,
  }),
  bookingMenuItemOptions: z.array(bookingMenuItem),
  currentPaymentGateway: nullableString,
  defaultLanguage: z.string(),
  /** Null: the visitor's geolocated country decides (SPEC §9). */
  defaultCurrency: z.string().nullable(),
  returnUrl: nullableString,
  termsAndConditions: nullableString,
  privacyPolicy: nullableString,
  cookiesPolicy: nullableString,
  disclaimer: nullableString,
  contactPhoneNumber: nullableString,
  contactEmailId: nullableString,
  displaySupportPhoneFooter: z.boolean(),
  displayAddressFooter: z.boolean(),
  addressLine1: nullableString,
  city: nullableString,
  state: nullableString,
  country: nullableString,
  zipCode: nullableString,
  socialLinks,
  displayTopDestinations: z.boolean(),
  isAbousUsEnable: z.boolean(),
  aboutUsEnableTitle: nullableString,
  isFaqEnable: z.boolean(),
  faqEnableTitle: nullableString,
  allowNonLoginFlow: z.boolean(),
  isSubscribed: z.boolean(),
  hideHeaderforDealProposal: z.boolean(),
  isHideLoginOption: z.boolean(),
  isHideSignupOption: z.boolean(),
  sso: z.object({ isSSOEnabled: z.boolean(), isDirectLoginAllowedForSSOUsers: z.boolean() }),
  isHelpWidgetEnabled: z.boolean(),
  /** SPEC §4 white-label root: / goes to the booking flow (through /login for visitors). */
  bookingOnlyRoot: z.boolean(),
});
export type PublicAgency = z.infer<typeof publicAgency>;

export const agencyResponse = z.object({ agency: publicAgency });

export const aboutUsResponse = z.object({
  data: z.array(
    z.object({
      isEnabled: z.boolean(),
      title: nullableString,
      content: nullableString,
      image: nullableString,
    }),
  ),
});

export const faqsResponse = z.object({
  data: z.array(
    z.object({
      isEnabled: z.boolean(),
      headerMessage: nullableString,
      questions: z.array(z.object({ question: z.string(), answer: z.string() })),
    }),
  ),
});

export const languageOption = z.object({
  name: z.string(),
  code: z.string(),
  value: z.string(),
  direction: z.enum(["ltr", "rtl"]),
});
export const languagesResponse = z.object({ languages: z.array(languageOption) });

/**
 * SPEC §3 navigation, chosen per user by the server. Signed-in entries name their sidebar entry
 * (`key`, for the translated label) and whether the user holds its read permission.
 */
export const navigationItem = z.strictObject({
  label: z.string(),
  path: z.string(),
  key: z.string().optional(),
  read: z.boolean(),
});
export type NavigationItem = z.infer<typeof navigationItem>;
export const navigationResponse = z.object({ agencyNavigation: z.array(navigationItem) });
export type NavigationResponse = z.infer<typeof navigationResponse>;

export const paymentGatewayResponse = z.object({
  CurrentPayment: z
    .strictObject({
      provider: z.string(),
      mode: z.enum(["test", "live"]),
      publishableKey: z.string(),
    })
    .nullable(),
});

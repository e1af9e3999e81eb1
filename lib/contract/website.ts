import * as z from "zod";

/**
 * The agency's public-page content an owner or admin edits in Website Settings (SPEC §2.4, §5):
 * the About page, the FAQ page, the four policies and how the site opens (SPEC §4 white-label
 * root). Agency HTML is sanitised when saved and again when shown.
 */
const text = (max: number) => z.string().trim().max(max);
/** Blank means "not set": the link falls back to the default title, a policy page is hidden. */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((v) => v || null);
const html = optionalText(100_000);

export const MAX_FAQ_QUESTIONS = 100;

export const aboutSettings = z.object({
  isEnabled: z.boolean(),
  linkTitle: optionalText(40),
  title: optionalText(120),
  content: html,
  image: optionalText(500).refine((v) => v === null || /^(https:\/\/|\/)[^\s"'<>]+$/.test(v), {
    message: "The image must be an https:// address or a path on this site",
  }),
});

export const faqSettings = z.object({
  isEnabled: z.boolean(),
  linkTitle: optionalText(40),
  headerMessage: optionalText(500),
  questions: z
    .array(z.object({ question: text(300).min(1), answer: text(5_000).min(1) }))
    .max(MAX_FAQ_QUESTIONS),
});

export const policySettings = z.object({
  privacyPolicy: html,
  cookiesPolicy: html,
  disclaimer: html,
  termsAndConditions: html,
});

/** SPEC §4 white-label root: `/` opens the booking flow, for agencies that embed only that. */
export const siteSettings = z.object({ bookingOnlyRoot: z.boolean() });

/** PUT /api/agency/website: any of the four sections, each replaced whole. */
export const websiteUpdateRequest = z
  .object({
    about: aboutSettings.optional(),
    faq: faqSettings.optional(),
    policies: policySettings.optional(),
    site: siteSettings.optional(),
  })
  .strict()
  .refine((v) => v.about || v.faq || v.policies || v.site, { message: "Nothing to save" });
export type WebsiteUpdate = z.output<typeof websiteUpdateRequest>;

const nullable = z.string().nullable();
export const websiteResponse = z.object({
  about: z.object({
    isEnabled: z.boolean(),
    linkTitle: nullable,
    title: nullable,
    content: nullable,
    image: nullable,
  }),
  faq: z.object({
    isEnabled: z.boolean(),
    linkTitle: nullable,
    headerMessage: nullable,
    questions: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
  policies: z.object({
    privacyPolicy: nullable,
    cookiesPolicy: nullable,
    disclaimer: nullable,
    termsAndConditions: nullable,
  }),
  site: siteSettings,
});
export type WebsiteContent = z.infer<typeof websiteResponse>;

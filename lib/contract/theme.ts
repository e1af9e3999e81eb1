import * as z from "zod";

/** The images of Customize Theme, each checked for type and size from its bytes on the server. */
export const THEME_ASSETS = {
  logo: { maxBytes: 512 * 1024, types: ["image/png", "image/jpeg", "image/webp"] },
  logoMobile: { maxBytes: 256 * 1024, types: ["image/png", "image/jpeg", "image/webp"] },
  favicon: { maxBytes: 64 * 1024, types: ["image/png", "image/x-icon"] },
} as const;
export type ThemeAssetKind = keyof typeof THEME_ASSETS;
export const THEME_ASSET_KINDS = Object.keys(THEME_ASSETS) as ThemeAssetKind[];

/**
 * WCAG 2.2 AA for normal text: white text on the colour, and the colour as text on white (the
 * same as lib/brand/colour.ts's AA_CONTRAST, which contracts may not import).
 */
export const MIN_CONTRAST = 4.5;

export const themeResponse = z.strictObject({
  primaryColor: z.string(),
  logo: z.string().nullable(),
  logoMobile: z.string().nullable(),
  favicon: z.string().nullable(),
});
export type Theme = z.infer<typeof themeResponse>;

export const themeUpdate = z.strictObject({
  primaryColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "Enter a colour as #RRGGBB"),
});

/** An image as a data URL; its real type and size are read from the bytes on the server. */
export const themeAssetUpload = z.strictObject({
  dataUrl: z
    .string()
    .max(Math.ceil((512 * 1024 * 4) / 3) + 64, "The image is too large")
    .regex(/^data:[a-z/+.-]+;base64,[A-Za-z0-9+/]+=*$/, "Send the image as a base64 data URL"),
});

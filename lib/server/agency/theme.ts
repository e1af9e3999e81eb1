import "server-only";
import { and, eq } from "drizzle-orm";
import { MIN_CONTRAST, THEME_ASSETS, type Theme, type ThemeAssetKind } from "@/lib/contract/theme";
import { contrastWithWhite } from "@/lib/brand/colour";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../errors";
import { imageTypeOf } from "../image-type";
import { DEFAULT_PRIMARY_COLOR } from "./agency";
import { agencyChanged } from "./changes";

/**
 * Customize Theme (issue 16): the primary colour, refused when white text on it (the site's
 * buttons) or it as text on white (its links) falls short of WCAG AA, and the logo, mobile logo
 * and favicon, checked for type and size from their bytes and served from our own host.
 */

const COLUMN = { logo: "logo", logoMobile: "logoMobile", favicon: "favicon" } as const;

export async function themeOf(agencyId: string): Promise<Theme> {
  const db = await getDb();
  const [row] = await db
    .select({
      primaryColor: t.agencies.primaryColor,
      logo: t.agencies.logo,
      logoMobile: t.agencies.logoMobile,
      favicon: t.agencies.favicon,
    })
    .from(t.agencies)
    .where(eq(t.agencies.id, agencyId));
  return { ...row!, primaryColor: row!.primaryColor ?? DEFAULT_PRIMARY_COLOR };
}

export async function setPrimaryColour(agencyId: string, hex: string): Promise<Theme> {
  const contrast = contrastWithWhite(hex);
  if (contrast < MIN_CONTRAST) {
    throw new ApiError(
      "invalid",
      `This colour has a contrast of ${contrast.toFixed(2)}:1 with white; WCAG AA needs ${MIN_CONTRAST}:1. Choose a darker shade.`,
    );
  }
  const db = await getDb();
  await db
    .update(t.agencies)
    .set({ primaryColor: hex.toLowerCase(), updatedAt: new Date() })
    .where(eq(t.agencies.id, agencyId));
  await agencyChanged(agencyId);
  return themeOf(agencyId);
}

/** Stores an uploaded image and points the agency at it; the address changes with each upload. */
export async function setThemeAsset(
  agencyId: string,
  kind: ThemeAssetKind,
  dataUrl: string,
): Promise<Theme> {
  const rule = THEME_ASSETS[kind];
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  if (bytes.length > rule.maxBytes) {
    throw new ApiError(
      "payloadTooLarge",
      `This image is ${Math.ceil(bytes.length / 1024)} kB; at most ${rule.maxBytes / 1024} kB.`,
    );
  }
  const contentType = imageTypeOf(bytes);
  if (!contentType || !(rule.types as readonly string[]).includes(contentType)) {
    throw new ApiError("unsupportedMediaType", `Use one of: ${rule.types.join(", ")}.`);
  }
  const db = await getDb();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(t.agencyAssets)
      .values({ agencyId, kind, contentType, data: bytes.toString("base64"), updatedAt: now })
      .onConflictDoUpdate({
        target: [t.agencyAssets.agencyId, t.agencyAssets.kind],
        set: { contentType, data: bytes.toString("base64"), updatedAt: now },
      });
    await tx
      .update(t.agencies)
      .set({ [COLUMN[kind]]: `/api/agency/theme/${kind}?v=${now.getTime()}`, updatedAt: now })
      .where(eq(t.agencies.id, agencyId));
  });
  await agencyChanged(agencyId);
  return themeOf(agencyId);
}

/** Removes an image: the site shows its placeholder (or the default favicon) again. */
export async function removeThemeAsset(agencyId: string, kind: ThemeAssetKind): Promise<Theme> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .delete(t.agencyAssets)
      .where(and(eq(t.agencyAssets.agencyId, agencyId), eq(t.agencyAssets.kind, kind)));
    await tx
      .update(t.agencies)
      .set({ [COLUMN[kind]]: null, updatedAt: new Date() })
      .where(eq(t.agencies.id, agencyId));
  });
  await agencyChanged(agencyId);
  return themeOf(agencyId);
}

export async function themeAsset(agencyId: string, kind: ThemeAssetKind) {
  const db = await getDb();
  const [row] = await db
    .select({ contentType: t.agencyAssets.contentType, data: t.agencyAssets.data })
    .from(t.agencyAssets)
    .where(and(eq(t.agencyAssets.agencyId, agencyId), eq(t.agencyAssets.kind, kind)));
  return row ? { contentType: row.contentType, bytes: Buffer.from(row.data, "base64") } : null;
}

import {
  THEME_ASSET_KINDS,
  themeAssetUpload,
  themeResponse,
  type ThemeAssetKind,
} from "@/lib/contract/theme";
import { removeThemeAsset, setThemeAsset, themeAsset } from "@/lib/server/agency/theme";
import { ApiError } from "@/lib/server/errors";
import { apiRoute, rawRoute } from "@/lib/server/http/api-route";

function kindOf(param: string | undefined): ThemeAssetKind {
  if (!(THEME_ASSET_KINDS as string[]).includes(param ?? "")) {
    throw new ApiError("notFound", "No such theme image: logo, logoMobile or favicon");
  }
  return param as ThemeAssetKind;
}

/** GET /api/agency/theme/{kind}: the agency's uploaded image, for its own host only. */
export const GET = rawRoute(
  async (ctx) => {
    const asset = await themeAsset(ctx.agency.id, kindOf(ctx.params.kind));
    if (!asset) throw new ApiError("notFound", "No image uploaded");
    return new Response(new Uint8Array(asset.bytes), {
      headers: {
        "content-type": asset.contentType,
        // Each upload gets a new address (?v=), so a cached copy never goes stale.
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      },
    });
  },
  { allowInactive: true },
);

/** PUT /api/agency/theme/{kind} `{ dataUrl }`: type and size checked from the bytes (415, 413). */
export const PUT = apiRoute(
  themeResponse,
  async (ctx) => {
    const kind = kindOf(ctx.params.kind);
    const { dataUrl } = await ctx.body(themeAssetUpload);
    return setThemeAsset(ctx.agency.id, kind, dataUrl);
  },
  { permission: "theme.manage", bodyLimit: Math.ceil((512 * 1024 * 4) / 3) + 64 * 1024 },
);

/** DELETE /api/agency/theme/{kind}: back to the placeholder. */
export const DELETE = apiRoute(
  themeResponse,
  async (ctx) => removeThemeAsset(ctx.agency.id, kindOf(ctx.params.kind)),
  { permission: "theme.manage" },
);

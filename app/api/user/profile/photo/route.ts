import { PHOTO_MAX_BYTES, photoRequest, profileResponse } from "@/lib/contract/user";
import { toProfile } from "@/lib/server/auth/accounts";
import { setPhoto } from "@/lib/server/auth/photos";
import { apiRoute } from "@/lib/server/http/api-route";

export const POST = apiRoute(
  profileResponse,
  async (ctx) => {
    const { user } = await ctx.requireSession();
    const { dataUrl } = await ctx.body(photoRequest);
    return { user: await toProfile(await setPhoto(ctx.agency, user, dataUrl)) };
  },
  // A photo of up to 1 MB, base64 in JSON: a third larger, and a little room for its framing, so
  // an oversized photo still gets its own message rather than a 413.
  { bodyLimit: Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024 },
);

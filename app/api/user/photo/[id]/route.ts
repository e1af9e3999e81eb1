import * as z from "zod";
import { getPhoto } from "@/lib/server/auth/photos";
import { ApiError } from "@/lib/server/errors";
import { rawRoute } from "@/lib/server/http/api-route";

const id = z.uuid();

/** A profile photo, only on its own agency's host; another agency's user id is simply not found. */
export const GET = rawRoute(
  async (ctx) => {
    const userId = id.safeParse(ctx.params.id);
    if (!userId.success) throw new ApiError("badRequest", "Not a user id");
    const photo = await getPhoto(ctx.agency.id, userId.data);
    if (!photo) throw new ApiError("notFound", "No photo");
    return new Response(new Uint8Array(photo.bytes), {
      headers: {
        "content-type": photo.contentType,
        // The URL changes with every new photo (?v=), so a cached copy never goes stale.
        "cache-control": "private, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      },
    });
  },
  // Photos show in the blocking modal's header too, as they did before the agency went inactive.
  { allowInactive: true },
);

import { z } from "zod";
import { getPhoto } from "@/lib/server/auth/photos";
import { jsonError, requestAgency } from "@/lib/server/http/api-route";

const id = z.uuid();

/** A profile photo, only on its own agency's host; another agency's user id is simply not found. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const agency = await requestAgency(request);
  if (!agency) return jsonError(404, "Agency not found!");
  const userId = id.safeParse((await params).id);
  if (!userId.success) return jsonError(400, "Not a user id");
  const photo = await getPhoto(agency.id, userId.data);
  if (!photo) return jsonError(404, "No photo");
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "content-type": photo.contentType,
      // The URL changes with every new photo (?v=), so a cached copy never goes stale.
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}

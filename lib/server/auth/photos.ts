import "server-only";
import { and, eq } from "drizzle-orm";
import { PHOTO_MAX_BYTES } from "@/lib/contract/user";
import type { AgencyRow } from "../agency/agency";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../errors";
import type { UserRow } from "./session";

/** The type the bytes really have, from their signature; the declared type is not trusted. */
function sniff(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP")
    return "image/webp";
  return null;
}

export async function setPhoto(
  agency: AgencyRow,
  user: UserRow,
  dataUrl: string,
): Promise<UserRow> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  if (bytes.length > PHOTO_MAX_BYTES)
    throw new ApiError("badRequest", "The photo must be at most 1 MB");
  const contentType = sniff(bytes);
  if (!contentType) throw new ApiError("badRequest", "Use a PNG, JPEG or WebP image");
  const db = await getDb();
  const now = new Date();
  const data = bytes.toString("base64");
  await db
    .insert(t.userPhotos)
    .values({ userId: user.id, agencyId: agency.id, contentType, data, updatedAt: now })
    .onConflictDoUpdate({
      target: t.userPhotos.userId,
      set: { contentType, data, updatedAt: now },
    });
  const [updated] = await db
    .update(t.users)
    .set({ profileImage: `/api/user/photo/${user.id}?v=${now.getTime()}`, updatedAt: now })
    .where(and(eq(t.users.agencyId, agency.id), eq(t.users.id, user.id)))
    .returning();
  return updated!;
}

export async function getPhoto(agencyId: string, userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ contentType: t.userPhotos.contentType, data: t.userPhotos.data })
    .from(t.userPhotos)
    .where(and(eq(t.userPhotos.agencyId, agencyId), eq(t.userPhotos.userId, userId)));
  return row ? { contentType: row.contentType, bytes: Buffer.from(row.data, "base64") } : null;
}

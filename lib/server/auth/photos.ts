import "server-only";
import { and, eq } from "drizzle-orm";
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from "@/lib/contract/user";
import type { AgencyRow } from "../agency/agency";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../errors";
import { imageTypeOf } from "../image-type";
import type { UserRow } from "./session";

export async function setPhoto(
  agency: AgencyRow,
  user: UserRow,
  dataUrl: string,
): Promise<UserRow> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  if (bytes.length > PHOTO_MAX_BYTES)
    throw new ApiError("badRequest", "The photo must be at most 1 MB");
  const contentType = imageTypeOf(bytes);
  if (!contentType || !(PHOTO_TYPES as readonly string[]).includes(contentType))
    throw new ApiError("badRequest", "Use a PNG, JPEG or WebP image");
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

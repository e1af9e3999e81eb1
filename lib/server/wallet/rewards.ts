import "server-only";
import { eq } from "drizzle-orm";
import type { RewardSettings } from "@/lib/contract/wallet";
import type { AgencyRow } from "../agency/agency";
import { agencyChanged } from "../agency/changes";
import { getDb } from "../db/client";
import { agencies } from "../db/schema";

/** The agency's reward credit rules: what share of a paid booking earns credits, how long. */
export async function rewardSettingsOf(agency: Pick<AgencyRow, "id">): Promise<RewardSettings> {
  const db = await getDb();
  const [row] = await db
    .select({ rewardBps: agencies.rewardBps, rewardExpiryDays: agencies.rewardExpiryDays })
    .from(agencies)
    .where(eq(agencies.id, agency.id));
  return row!;
}

export async function setRewardSettings(
  agency: AgencyRow,
  settings: RewardSettings,
): Promise<RewardSettings> {
  const db = await getDb();
  await db
    .update(agencies)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(agencies.id, agency.id));
  await agencyChanged(agency.id);
  return rewardSettingsOf(agency);
}

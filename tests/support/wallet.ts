import { getDb } from "@/lib/server/db/client";
import { balanceOf, post, type Account } from "@/lib/server/ledger/ledger";

/** Brings an account to `minor` with a staff adjustment line, as an owner's correction would. */
export async function setBalance(account: Account, minor: number): Promise<void> {
  const now = await balanceOf(account);
  if (now === minor) return;
  const db = await getDb();
  await db.transaction((tx) =>
    post(tx, account, { amountMinor: minor - now, reason: "adjustment", note: "test" }),
  );
}

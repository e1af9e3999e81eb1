import { closeDb, getDb, migrateDb } from "../lib/server/db/client";
import { refreshRatesFromEcb } from "../lib/server/currency/refresh";

try {
  await migrateDb();
  const { asOf, count } = await refreshRatesFromEcb(await getDb());
  console.log(`✔ Stored ${count} exchange rates from the ECB reference rates of ${asOf}`);
} catch (error) {
  const reason =
    error instanceof Error
      ? error.cause instanceof Error
        ? error.cause.message
        : error.message
      : String(error);
  console.error(`✖ Could not refresh exchange rates (${reason}); the stored rates are unchanged.`);
  process.exitCode = 1;
} finally {
  await closeDb();
}

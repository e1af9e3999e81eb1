import { printDemoAccounts } from "./lib/accounts";
import { describeDatabase, prepareDatabase } from "./lib/database";

await prepareDatabase();
console.log(
  `✔ Seeded ${describeDatabase()} (reference data and demo agencies; existing rows are kept)`,
);
printDemoAccounts();

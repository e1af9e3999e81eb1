import { describeDatabase, prepareDatabase } from "./lib/database";

await prepareDatabase({ withSeed: false });
console.log(`✔ Migrated ${describeDatabase()}`);

import { DEMO_PASSWORD, SEED_AGENCIES } from "../../lib/server/seed/seed-agencies";

/** Prints the demo accounts the seed creates (the same list is in the README). */
export function printDemoAccounts(): void {
  console.log(`\n  Demo accounts (password for all: ${DEMO_PASSWORD}):`);
  for (const a of SEED_AGENCIES) {
    for (const u of a.users)
      console.log(`  ${a.subdomain.padEnd(8)} ${u.userType.padEnd(12)} ${u.email}`);
  }
}

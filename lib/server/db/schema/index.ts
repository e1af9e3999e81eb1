/**
 * The database schema, one file per domain. Every table is exported from here: the app imports
 * `db/schema` as a whole, and drizzle-kit reads this file. (The `agencyId()` and `userId()` column
 * helpers come along; drizzle and the tests take only the tables.)
 */
export * from "./agency";
export * from "./auth";
export * from "./content";
export * from "./currency";
export * from "./inventory";
export * from "./markups";
export * from "./bookings";
export * from "./payments";
export * from "./ledgers";
export * from "./back-office";
export * from "./proposals";

/** Countries, their currencies and the exchange rates prices are converted with. */
import { date, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { agencyId } from "./agency";

export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  /** The country's money: the first of its currencies with an exchange rate, else its first. */
  currency: text("currency"),
  currencyName: text("currency_name"),
  symbol: text("symbol"),
  emoji: text("emoji").notNull(),
  unicode: text("unicode").notNull(),
  dialCode: text("dial_code"),
});

export const agencyCountries = pgTable(
  "agency_countries",
  {
    agencyId: agencyId(),
    countryCode: text("country_code")
      .notNull()
      .references(() => countries.code),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.countryCode] })],
);

/** Units of `currency` per one US dollar (SPEC §1: prices are held in USD and converted). */
export const exchangeRates = pgTable("exchange_rates", {
  currency: text("currency").primaryKey(),
  ratePerUsd: numeric("rate_per_usd", { precision: 24, scale: 10 }).notNull(),
  source: text("source").notNull(),
  asOf: date("as_of").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

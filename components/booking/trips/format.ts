/**
 * Formatting for booking pages with Intl alone (no date library in the booking bundles). Money
 * arrives as integer minor units with its currency; stay dates as ISO dates with no time zone;
 * instants as ISO timestamps, shown in the zone that gives them meaning (the hotel's).
 */

/** How many minor units a currency's major unit has (2 for EUR, 0 for JPY, 3 for KWD). */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

export function formatMinor(
  money: { amountMinor: number; currency: string },
  locale: string,
): string {
  const digits = minorDigits(money.currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: money.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(money.amountMinor / 10 ** digits);
}

export function formatUsdCents(cents: number, locale: string): string {
  return formatMinor({ amountMinor: cents, currency: "USD" }, locale);
}

/**
 * A minor-unit amount typed in major units ("12.5", "12,50"); null when it is not a plain
 * non-negative number with at most the currency's decimals.
 */
export function parseMajorToMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const normalised = text.trim().replace(",", ".");
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(normalised)) return null;
  const [whole = "0", fraction = ""] = normalised.split(".");
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

/** A minor-unit amount as the plain major-unit text an input shows ("12.50"). */
export function minorToMajorText(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
}

/** SPEC §9 date display (MMM DD, YYYY) of a stay date, the same calendar day everywhere. */
export function formatStayDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    day: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** An instant with its date, time and zone name, in `timeZone` (the hotel's) when given. */
export function formatInstant(iso: string, locale: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: "medium",
    timeStyle: "short",
  };
  try {
    return new Intl.DateTimeFormat(locale, {
      ...options,
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date(iso));
  } catch {
    // An unknown zone name: the traveller's own zone is better than nothing.
    return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
  }
}

/** The zone's short name at that instant ("GMT+1", "EST"), to say whose clock a time is on. */
export function zoneName(iso: string, locale: string, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone,
      timeZoneName: "short",
    }).formatToParts(new Date(iso));
    return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** A time of day (checkInTime "15:00") in the page language's notation. */
export function formatTimeOfDay(hhmm: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  return new Intl.DateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}

/** The guests of a stay, counted: adults and children over all rooms. */
export function guestCounts(rooms: ReadonlyArray<{ adults: number; childAges: number[] }>) {
  return {
    adults: rooms.reduce((n, r) => n + r.adults, 0),
    children: rooms.reduce((n, r) => n + r.childAges.length, 0),
  };
}

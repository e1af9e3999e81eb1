/**
 * Intl formatters, each built once per locale and options and then reused. Building one costs
 * far more than formatting with it (here a DateTimeFormat with a time zone takes ~0.15 ms to
 * build and ~1 µs to format), and a results page formats hundreds of prices, times and durations
 * as it renders: built each time, they were a large part of the browser's work on a flight
 * results page. Options a constructor refuses (an unknown time zone or currency) throw every
 * time, as they did; nothing is kept for them. Shared by the browser and the server.
 */
const MAX_KEPT = 2_000;

/**
 * A store of values made once per key (formatters here, a day's display in dates.ts). The keys
 * are bounded (locales × currencies, zones or days shown); the cap only guards against surprises.
 */
export function keptValues<T>(): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    if (kept.has(key)) return kept.get(key)!;
    const value = make();
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, value);
    return value;
  };
}

const formatters = keptValues<object>();

function reuse<T extends object>(kind: string, locale: string, options: object, make: () => T): T {
  return formatters(`${kind}\u0000${locale}\u0000${JSON.stringify(options)}`, make) as T;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return reuse("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  return reuse("dateTime", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions = {}) {
  return reuse("list", locale, options, () => new Intl.ListFormat(locale, options));
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions) {
  return reuse("displayNames", locale, options, () => new Intl.DisplayNames([locale], options));
}

import {
  MAX_FIXED_AMOUNT_MINOR,
  MAX_PERCENT_BASIS_POINTS,
  type MarkupValue,
} from "@/lib/contract/markups";

/**
 * The markup form's text ↔ integer conversions. A percentage and a US dollar amount are both
 * written with at most two decimals and stored as hundredths (basis points, cents), so the text is
 * read as two whole numbers: no float ever touches the value.
 */

export type MarkupKind = "none" | MarkupValue["kind"];
export type MarkupInputError = "required" | "format" | "tooLarge";

/** Digits, then optionally a point or a comma (as many languages write it) and one or two digits. */
const DECIMAL = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** Hundredths in a decimal string ("12.5" → 1250), or the reason it is not one. */
export function parseHundredths(
  text: string,
  max: number,
): { value: number } | { error: MarkupInputError } {
  const trimmed = text.trim();
  if (!trimmed) return { error: "required" };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { error: "format" };
  const whole = Number.parseInt(match[1]!, 10);
  const fraction = Number.parseInt((match[2] ?? "").padEnd(2, "0"), 10);
  const value = whole * 100 + fraction;
  return value > max ? { error: "tooLarge" } : { value };
}

/** 1250 → "12.5", 1500 → "15", 1234 → "12.34": a percentage as people write it. */
export function formatPercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = basisPoints % 100;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, "0").replace(/0$/, "")}`;
}

/** 500 → "5.00": an amount of money always with its cents. */
export function formatAmount(amountMinor: number): string {
  return `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, "0")}`;
}

/** The markup a row's choice and text stand for, or why they stand for none. */
export function markupFromInput(
  kind: MarkupKind,
  text: string,
): { markup: MarkupValue | null } | { error: MarkupInputError } {
  if (kind === "none") return { markup: null };
  if (kind === "percent") {
    const parsed = parseHundredths(text, MAX_PERCENT_BASIS_POINTS);
    return "error" in parsed ? parsed : { markup: { kind, basisPoints: parsed.value } };
  }
  const parsed = parseHundredths(text, MAX_FIXED_AMOUNT_MINOR);
  return "error" in parsed ? parsed : { markup: { kind, amountMinor: parsed.value } };
}

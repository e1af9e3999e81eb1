import * as z from "zod";
import { SESSION_ID } from "./session-id";

/**
 * The zones a `timezone` header has named, each checked once: building a formatter to check one
 * costs far more than the rest of the header's parsing, and every API call may carry it.
 */
const KNOWN_ZONES = new Set<string>();

/** Headers every call may carry (SPEC §7); parsed at the boundary, bad values are a 400. */
export const commonHeaders = z.object({
  "x-session-id": z
    .string()
    .regex(SESSION_ID, "x-session-id must be 8 to 64 letters, digits, '-' or '_'")
    .optional(),
  timezone: z
    .string()
    .refine((tz) => {
      if (KNOWN_ZONES.has(tz)) return true;
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
      } catch {
        return false;
      }
      if (KNOWN_ZONES.size < 1_000) KNOWN_ZONES.add(tz);
      return true;
    }, "timeZone must be an IANA time zone such as Europe/Lisbon")
    .optional(),
});

/**
 * U+0000, or a UTF-16 surrogate without its pair (in unicode mode a well-formed pair is one code
 * point above U+FFFF, so only a lone half matches). PostgreSQL's text holds neither: it refuses
 * the first, and the second has no UTF-8 form.
 */
const UNSTORABLE = /[\u0000\ud800-\udfff]/u;

export const PLAIN_TEXT_MESSAGE = "must not contain U+0000 or an unpaired UTF-16 surrogate";

/** Whether a string may be accepted: the one rule every string the API takes in obeys. */
export function isPlainText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
}

/**
 * Where in a request's input (a parsed JSON body, a query, the path's segments) a string that is
 * not plain text sits, keys included, as the path a schema's issue would name; null when
 * every string is plain. The request boundary (lib/server/http/request-context.ts) refuses such
 * input before any route's schema reads it, so no route has to remember the rule. A loop, not
 * recursion: a body nested a million deep must be a 400, not a stack overflow.
 */
export function impureTextAt(input: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value: input }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === "string") {
      if (!isPlainText(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        pending.push({ value: value[i], key: i, parent: visit });
      }
    } else if (value && typeof value === "object") {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        if (!isPlainText(key)) return pathOf({ value: key, key, parent: visit });
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

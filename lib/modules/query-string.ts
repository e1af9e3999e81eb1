/**
 * SPEC §9's query-string helper, for what modules pass one another in an address: the part after
 * the "?" of the decoded string is taken as JSON when it is JSON (`?{"tab":"cars"}`, or the same
 * percent-encoded), otherwise as an ordinary query string (`?tab=cars&ids=1&ids=2`), a key given
 * more than once becoming the list of its values. Without a "?" the whole string is the query.
 */
export type QueryValue = string | string[];

export function parseQueryString(input: string): unknown {
  const raw = input.includes("?") ? input.slice(input.indexOf("?") + 1) : input;
  const json = jsonOf(decoded(raw));
  if (json.ok) return json.value;
  // The ordinary form is read from the string as given, not decoded: URLSearchParams decodes
  // each name and value itself, and decoding first would split a value holding an encoded "&".
  const params = new URLSearchParams(raw.split("#")[0]);
  // A Map, then Object.fromEntries: a key such as "__proto__" becomes an own property instead
  // of the object's prototype, as assigning it would.
  const values = new Map<string, QueryValue>();
  for (const [key, value] of params) {
    const seen = values.get(key);
    values.set(key, seen === undefined ? value : [...[seen].flat(), value]);
  }
  return Object.fromEntries(values) as Record<string, QueryValue>;
}

/** The string decoded, or as it is when it holds a "%" that is not an escape. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function jsonOf(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text.trim()) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

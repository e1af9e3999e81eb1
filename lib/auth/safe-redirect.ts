// Why: a `redirect` query parameter is attacker-controlled, and browsers are lenient about what
// they treat as "another host" (`//x`, `/\x`, tabs inside `//`, encoded slashes a later hop
// decodes, ...). Rather than enumerate tricks, accept only a plain in-site path: check the raw
// string and every percent-decoded layer of it, then let the WHATWG URL parser (the one browsers
// use) confirm it stays on the origin, and return its normalised form.

const BASE = "http://x.invalid";
/** Decoding layers to inspect; anything still changing after that is rejected. */
const MAX_DECODES = 3;
/** Characters a browser or a confused decoder may treat as "/" (or "\") after the leading "/". */
const SLASH_LIKE = new Set([
  "/",
  "\\",
  "\uFF0F",
  "\u2215",
  "\u2044",
  "\u29F8",
  "\uFF3C",
  "\u2216",
  "\u29F9",
  "\uFE68",
]);

function hasControlOrBackslash(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x1f || c === 0x7f || c === 0x5c) return true;
  }
  return false;
}

/** "/" alone or "/" + a non-slash-like char, with no control chars or backslash anywhere. */
function isPlainPath(s: string): boolean {
  return s.startsWith("/") && !SLASH_LIKE.has(s.charAt(1)) && !hasControlOrBackslash(s);
}

/** Decodes every valid %XX run and leaves malformed ones alone, as lenient servers do. */
function decodeLayer(s: string): string {
  return s.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** `s` and each of up to MAX_DECODES decodings of it are plain; deeper encodings are rejected. */
function isPlainInEveryLayer(s: string): boolean {
  for (let i = 0; ; i++) {
    if (!isPlainPath(s)) return false;
    const next = decodeLayer(s);
    if (next === s) return true;
    if (i === MAX_DECODES) return false;
    s = next;
  }
}

/** The in-site path a `redirect` query parameter may send the user to, or `fallback`. */
export function safeRedirectPath(raw: string | null | undefined, fallback = "/"): string {
  if (typeof raw !== "string" || !isPlainInEveryLayer(raw)) return fallback;

  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // Dot segments can collapse to "//host" ("/..//evil.com") or bring an encoded slash to the
  // front ("/./%2F/evil.com"), so the normalised result is checked the same way.
  const path = url.pathname + url.search + url.hash;
  return isPlainInEveryLayer(path) ? path : fallback;
}

/**
 * Text normalisation shared by the index and the queries, so that "São Paulo", "SAO PAULO" and
 * "sao paulo" meet on the same tokens.
 */

// Letters NFKD leaves whole (they are not a base letter plus a mark), spelled as people type them.
const FOLDS: Record<string, string> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join("")}]`, "g");
const MARKS = /\p{M}+/gu;
// Apostrophes join ("Xi'an" → "xian"); any other non-letter, non-digit separates words.
const APOSTROPHES = /['’ʼ`]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** Lower case, accents stripped, words separated by single spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(FOLDABLE, (c) => FOLDS[c]!)
    .replace(APOSTROPHES, "")
    .replace(SEPARATORS, " ")
    .trim();
}

/** The words of a text after normalisation; none for a text with no letters or digits. */
export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? normalized.split(" ") : [];
}

import sanitizeHtml from "sanitize-html";

/** What agency-written HTML (about, policies, FAQ answers) may contain once rendered. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: {
    a: ["href", "name", "title", "rel"],
    img: ["src", "alt", "width", "height"],
    "*": ["dir", "lang"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
  },
};

export function sanitizeAgencyHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : "";
}

/**
 * SPEC §5: content counts only if it is not null and, as a string, not blank once empty markup is
 * stripped (`<p></p>`, `<br>`, `&nbsp;`).
 */
export function hasContent(html: string | null | undefined): boolean {
  if (html == null) return false;
  const clean = sanitizeAgencyHtml(html);
  if (/<img\s/i.test(clean)) return true;
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;/gi, " ")
    .trim();
  return text.length > 0;
}

import { describe, expect, it } from "vitest";
import { hasContent, sanitizeAgencyHtml } from "./html";

describe("sanitizeAgencyHtml", () => {
  it("keeps ordinary formatting", () => {
    expect(
      sanitizeAgencyHtml("<h2>Terms</h2><p>Read <strong>this</strong>.</p><ul><li>a</li></ul>"),
    ).toBe("<h2>Terms</h2><p>Read <strong>this</strong>.</p><ul><li>a</li></ul>");
  });
  it("removes scripts, event handlers, styles and javascript: links", () => {
    const out = sanitizeAgencyHtml(
      `<p onclick="steal()">Hi</p><script>alert(1)</script><style>body{}</style><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe>`,
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/i);
    expect(out).toContain("<p>Hi</p>");
  });
  it("marks links as untrusted", () => {
    expect(sanitizeAgencyHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>',
    );
  });
  it("returns an empty string for nothing", () => {
    expect(sanitizeAgencyHtml(null)).toBe("");
  });
});

describe("hasContent", () => {
  it.each([
    [null, false],
    [undefined, false],
    ["", false],
    ["   ", false],
    ["<p></p>", false],
    ["<p>&nbsp;</p><br/>", false],
    ["<p><script>x</script></p>", false],
    ["<p>Policy</p>", true],
    ['<p><img src="https://a.test/x.png" alt=""></p>', true],
  ])("%j → %s", (html, expected) => {
    expect(hasContent(html)).toBe(expected);
  });
});

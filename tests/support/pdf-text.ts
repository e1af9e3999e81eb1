import { inflateSync } from "node:zlib";

/** The text drawing operators of every page, decompressed (pdfkit deflates content streams). */
export function pageText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)];
  return streams
    .map((m) => {
      try {
        return inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
      } catch {
        return "";
      }
    })
    .join("\n");
}

/** The WinAnsi codes above Latin-1 that the tests meet. */
const WIN_ANSI: Record<string, string> = { "\x80": "€", "\x96": "–", "\x97": "—", "\x92": "’" };

/** pdfkit writes text as hex glyph codes in TJ arrays: read them back as WinAnsi text. */
export function drawnText(pdf: Buffer): string {
  return [...pageText(pdf).matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-f]+)>/gi)]
        .map((h) => Buffer.from(h[1]!, "hex").toString("latin1"))
        .join(""),
    )
    .join("\n")
    .replace(/[\x80-\x9f]/g, (c) => WIN_ANSI[c] ?? c);
}

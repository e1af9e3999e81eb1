import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const FLAGS_DIR = path.join(
  path.dirname(
    createRequire(path.join(process.cwd(), "package.json")).resolve("flag-icons/package.json"),
  ),
  "flags",
  "4x3",
);

/** Country flags (SPEC §3 `image`), served from the flag-icons package rather than hot-linked. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!/^[a-z]{2}\.svg$/.test(file)) return new Response("Not found", { status: 404 });
  try {
    const svg = await readFile(path.join(FLAGS_DIR, file));
    return new Response(svg, {
      headers: {
        "content-type": "image/svg+xml",
        "cache-control": "public, max-age=31536000, immutable",
      },
    });
  } catch {
    return new Response("Not found", { status: 404 });
  }
}

import { inventoryImageSvg } from "@/lib/inventory-images/svg";

/**
 * Illustrations for the sandbox inventory's image keys (DESIGN: generated, never hot-linked):
 * `/assets/inventory/<key>.svg`. The SVGs are drawn from the key alone, so they never change.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const key = /^([a-z0-9-]+)\.svg$/.exec(file)?.[1];
  const svg = key === undefined ? null : inventoryImageSvg(key);
  if (svg === null) {
    return new Response("Not found", {
      status: 404,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "x-content-type-options": "nosniff",
      },
    });
  }
  return new Response(svg, {
    headers: {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

/**
 * The absolute URL a 3-D Secure challenge sends the traveller back to: `path` on the site's
 * `origin`, with the booking's reference; the product's own page (`fallback`) whenever `path`
 * would resolve anywhere but this site. The contract refuses such a path already (isSitePath);
 * this is the last check before the URL leaves for the gateway, whatever a stored row holds.
 */
export function challengeReturnUrl(
  origin: string,
  path: string | null,
  fallback: string,
  reference: string,
): string {
  const site = new URL(origin).origin;
  let url: URL | null = null;
  if (path) {
    try {
      url = new URL(path, site);
    } catch {
      url = null;
    }
  }
  if (!url || url.origin !== site) url = new URL(fallback, site);
  url.searchParams.set("reference", reference);
  return url.toString();
}

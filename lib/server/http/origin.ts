import "server-only";

/** Origins of separate-origin clients allowed to change state (`API_ALLOWED_ORIGINS`, comma list). */
function allowedOrigins(): string[] {
  return (process.env.API_ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * A state-changing request must come from a page of the same site: its Origin's host must be the
 * host it was sent to. A missing, `null` or foreign Origin is refused (cross-site request forgery).
 */
export function isAllowedOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = (request.headers.get("host") ?? new URL(request.url).host).toLowerCase();
  if (url.host.toLowerCase() === host) return true;
  return allowedOrigins().includes(url.origin.toLowerCase());
}

/** Whether the request came from a separate-origin client (which cannot read our cookies). */
export function isSeparateOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return allowedOrigins().includes(new URL(origin).origin.toLowerCase());
  } catch {
    return false;
  }
}

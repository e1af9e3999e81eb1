import { sanitizeAgencyHtml } from "@/lib/server/content/html";

/** Agency-written HTML, always sanitised before it reaches the page (DESIGN §4). */
export function AgencyHtml({
  html,
  className = "",
}: {
  html: string | null | undefined;
  className?: string;
}) {
  return (
    <div
      className={`agency-html ${className}`}
      dangerouslySetInnerHTML={{ __html: sanitizeAgencyHtml(html) }}
    />
  );
}

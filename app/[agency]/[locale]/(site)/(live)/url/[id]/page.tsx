import { notFound, redirect } from "next/navigation";
import { agencyPage } from "@/lib/server/agency/page-context";
import { openShortLink } from "@/lib/server/proposals/links";

/** Every open is counted: rendered per request, never cached. */
export const dynamic = "force-dynamic";

type Params = Promise<{ agency: string; locale: string; id: string }>;

/**
 * SPEC §2.1 /url/:id, the Short URL (issue 28): the proposal's page its short link names, the
 * open counted; an id that is not one of this agency's links is the not-found page.
 */
export default async function ShortUrlPage({ params }: { params: Params }) {
  const { agency } = await agencyPage(params);
  const { id } = await params;
  const target = await openShortLink(agency.id, id);
  if (!target) notFound();
  redirect(target);
}

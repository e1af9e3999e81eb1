import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AgencyHtml } from "@/components/content/agency-html";
import { CRUISE_LINE_PAGES } from "@/components/content/cancellation";
import { PageFrame } from "@/components/content/page-frame";
import { agencyPageContent } from "@/lib/server/agency/content";
import { agencyPage } from "@/lib/server/agency/page-context";
import { hasContent } from "@/lib/server/content/html";

type Params = Promise<{ agency: string; locale: string; line: string }>;

async function load(params: Params) {
  const { agency } = await agencyPage(params);
  const { line } = await params;
  if (!(CRUISE_LINE_PAGES as readonly string[]).includes(line)) notFound();
  const page = await agencyPageContent(agency, `cancellation-policy/${line}`);
  if (!page || !hasContent(page.content)) notFound();
  return { line, page };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { line, page } = await load(params);
  return { title: page.title, alternates: { canonical: `/cancellation-policy/${line}` } };
}

export default async function CruiseLineCancellationPage({ params }: { params: Params }) {
  const { page } = await load(params);
  return (
    <PageFrame title={page.title}>
      <AgencyHtml html={page.content} />
    </PageFrame>
  );
}

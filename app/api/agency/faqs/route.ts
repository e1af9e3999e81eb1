import { faqsResponse } from "@/lib/contract/agency";
import { faqs } from "@/lib/server/agency/content";
import { apiRoute } from "@/lib/server/http/api-route";

export const GET = apiRoute(faqsResponse, async ({ agency }) => ({ data: await faqs(agency) }));

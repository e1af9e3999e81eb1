import { dialCodesResponse } from "@/lib/contract/currency";
import { dialCodes } from "@/lib/server/currency/currency";
import { apiRoute } from "@/lib/server/http/api-route";

export const GET = apiRoute(dialCodesResponse, async () => ({ data: await dialCodes() }));

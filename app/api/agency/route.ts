import { agencyResponse } from "@/lib/contract/agency";
import { toPublicAgency } from "@/lib/server/agency/agency";
import { apiRoute } from "@/lib/server/http/api-route";

export const GET = apiRoute(
  agencyResponse,
  async ({ agency }) => ({ agency: await toPublicAgency(agency) }),
  {
    allowInactive: true,
  },
);

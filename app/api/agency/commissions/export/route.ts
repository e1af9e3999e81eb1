import { stringify } from "csv-stringify/sync";
import { commissionListQuery } from "@/lib/contract/commissions";
import { minorToMajorText } from "@/lib/booking/trip-format";
import { commissionStatement } from "@/lib/server/commissions/ledger";
import { rawRoute } from "@/lib/server/http/api-route";
import { csvCell, csvResponse } from "@/lib/server/csv";

/** GET /api/agency/commissions/export: the ledger the same filters select, as a CSV statement. */
export const GET = rawRoute(
  async (ctx) => {
    const { user } = await ctx.requireSession();
    const entries = await commissionStatement(ctx.agency, user, ctx.query(commissionListQuery));
    const rows = entries.map((e) => [
      e.createdAt.slice(0, 10),
      e.reference,
      e.product,
      e.kind,
      csvCell(e.agent?.name ?? ""),
      e.rateBps === null ? "" : (e.rateBps / 100).toFixed(2),
      e.amount.currency,
      minorToMajorText(e.amount.amountMinor, e.amount.currency),
      e.status,
      e.payableOn,
      e.paidOn ?? "",
    ]);
    const header = [
      "Booked",
      "Reference",
      "Product",
      "Kind",
      "Agent",
      "Rate (%)",
      "Currency",
      "Amount",
      "Status",
      "Payable on",
      "Paid on",
    ];
    const day = new Date().toISOString().slice(0, 10);
    return csvResponse(stringify([header, ...rows]), `commissions-${day}.csv`);
  },
  { permission: "bookings.read" },
);

import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod";
import { MAX_NIGHTS, stayProblem, todayIso } from "@/lib/booking/hotel-search-params";
import { hotelStayQuery } from "@/lib/contract/hotels";

/**
 * The search form's rules: the contract's stay query (what the API parses the search with), the
 * stay check the API applies (lib/server/inventory/stay.ts, in its words), and a stay that has
 * not begun. Loaded on demand (search-form.tsx), so zod stays out of first-load JavaScript.
 */
const STAY_MESSAGES = {
  past: "checkIn must not be in the past",
  order: "checkOut must be after checkIn",
  tooLong: `a stay is at most ${MAX_NIGHTS} nights`,
} as const;

export const hotelFormSchema = hotelStayQuery
  .extend({ placeLabel: z.string().max(200) })
  .superRefine((q, ctx) => {
    const problem = stayProblem(q.checkIn, q.checkOut, todayIso());
    if (problem) {
      ctx.addIssue({
        code: "custom",
        message: STAY_MESSAGES[problem],
        path: [problem === "past" ? "checkIn" : "checkOut"],
      });
    }
  });

export const hotelFormResolver = zodResolver(hotelFormSchema);

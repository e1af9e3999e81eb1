import { z } from "zod";
import { SESSION_ID } from "./session-id";

/** Headers every call may carry (SPEC §7); parsed at the boundary, bad values are a 400. */
export const commonHeaders = z.object({
  "x-session-id": z
    .string()
    .regex(SESSION_ID, "x-session-id must be 8 to 64 letters, digits, '-' or '_'")
    .optional(),
  timezone: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "timeZone must be an IANA time zone such as Europe/Lisbon")
    .optional(),
});

/** SPEC §2.1: the cancellation policy's cruise-line sub-pages, in menu order. */
export const CRUISE_LINE_PAGES = [
  "royal-caribbean",
  "carnival",
  "mcl",
  "celebrity",
  "disney",
] as const;

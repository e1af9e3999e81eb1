/**
 * The hotel search form's grid, shared with the box the home page shows while the form loads
 * (lazy-search-form.tsx), so that the two take the same room at every width.
 */
export const HOTEL_FORM_GRID =
  "grid min-w-0 gap-4 md:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start";

/** Each field's height, label and control (destination, dates, guests, nationality), in px. */
export const HOTEL_FORM_FIELD_HEIGHTS = [66, 66, 70, 63] as const;

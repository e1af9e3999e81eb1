"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { EMPTY_SEARCH, type HotelSearchState } from "@/lib/booking/hotel-search-params";
import { HOTEL_FORM_FIELD_HEIGHTS, HOTEL_FORM_GRID } from "./search-form-layout";

const loadForm = () => import("./search-form");
const HotelSearchForm = lazy(() => loadForm().then((m) => ({ default: m.HotelSearchForm })));

/**
 * The hotel search form of the home page's panel and of the hotels' landing page, loaded when the
 * visitor reaches for it (issue
 * 26: forms hydrate on interaction, not on load). Until then the page shows the form's face: the
 * same fields, labels and room, rendered with the page, with none of the form library, the fields'
 * code or the date formats behind them (they were most of the home page's blocking time after
 * hydration). A pointer over it starts the download; a press, a tap or the keyboard's focus on a
 * field opens the real form with that field focused; on the results and details pages the face
 * shows their search (prefilled-search-form.tsx).
 */
export function LazyHotelSearchForm({
  faceValues,
  ...form
}: {
  agencyCountry: string | null;
  /** The search the form starts from (the results and details pages'), as the face shows it. */
  initial?: HotelSearchState;
  faceValues?: FaceValues;
  hotelId?: string;
  inPlace?: boolean;
}) {
  // The control the visitor reached for (its field's place in the form's grid, and its own in the
  // field), once they have.
  const [reached, setReached] = useState<Reach | null>(null);
  const face = <HotelFormFace onReach={setReached} values={faceValues} />;
  if (reached === null) return face;
  return (
    <Suspense fallback={face}>
      <FocusField reached={reached}>
        <HotelSearchForm {...form} />
      </FocusField>
    </Suspense>
  );
}

/** What the face's fields show of a search, as the form's own fields write it; empty if none. */
export interface FaceValues {
  destination: string | null;
  checkIn: string | null;
  checkOut: string | null;
  rooms: HotelSearchState["rooms"];
  nationality: string | null;
}

type Reach = { field: number; control: number };

/** Puts the focus on the control reached for once the form has mounted. */
function FocusField({ reached, children }: { reached: Reach; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const field = box.current?.querySelector("fieldset")?.children[reached.field];
    field?.querySelectorAll<HTMLElement>("input, button, select")[reached.control]?.focus();
  }, [reached]);
  return <div ref={box}>{children}</div>;
}

const BOX =
  "block w-full truncate rounded-lg border border-slate-300 bg-white px-3 py-2 text-start";

/**
 * The form as it looks, empty or with a search's values, each field a button that opens the real
 * form on that field.
 */
function HotelFormFace({
  onReach,
  values,
}: {
  onReach: (reached: Reach) => void;
  values?: FaceValues;
}) {
  const t = useTranslations("Hotels");
  const id = useId();
  const rooms = values?.rooms ?? EMPTY_SEARCH.rooms;
  // Each grid cell's controls (the stay has two), with their labels and values (or their
  // placeholders, greyed as the form's are).
  const field = (label: string, value: string | null | undefined, placeholder: string) =>
    value ? { label, text: value } : { label, text: placeholder, empty: true };
  const fields = [
    [field(t("destination"), values?.destination, t("destinationPlaceholder"))],
    [
      field(t("checkIn"), values?.checkIn, t("addDate")),
      field(t("checkOut"), values?.checkOut, t("addDate")),
    ],
    [
      {
        label: t("guests"),
        text: t("guestSummary", {
          rooms: rooms.length,
          adults: rooms.reduce((n, r) => n + r.adults, 0),
          children: rooms.reduce((n, r) => n + r.childAges.length, 0),
        }),
      },
    ],
    [field(t("nationality"), values?.nationality, t("chooseCountry"))],
  ];
  const reach =
    (field: number, control = 0) =>
    () =>
      onReach({ field, control });
  return (
    <div
      role="search"
      aria-label={t("searchHotels")}
      className={HOTEL_FORM_GRID}
      onPointerEnter={() => void loadForm()}
    >
      {/* The page is parsed and painted in parts, and on a wide screen the Search button sizes
          the grid's last column: had the fields been painted before it, they would narrow when it
          arrived. So the column's width comes first, from an invisible copy of its text. */}
      <span
        aria-hidden="true"
        className="invisible hidden h-0 px-6 font-semibold lg:col-start-5 lg:row-start-1 lg:block"
      >
        {t("search")}
      </span>
      {fields.map((controls, i) => (
        <div key={i} style={{ height: HOTEL_FORM_FIELD_HEIGHTS[i] }} className="flex gap-2">
          {controls.map(({ label, text, empty }, j) => {
            const part = `${id}-${i}-${j}`;
            return (
              <div key={j} className="min-w-0 flex-1 space-y-1">
                <span id={`${part}-label`} className="block text-sm font-medium">
                  {label}
                </span>
                <button
                  type="button"
                  aria-labelledby={`${part}-label ${part}-value`}
                  data-field={i}
                  data-control={j}
                  className={`${BOX} ${empty ? "text-slate-500" : ""}`}
                  onPointerDown={reach(i, j)}
                  onFocus={reach(i, j)}
                  onClick={reach(i, j)}
                >
                  <span id={`${part}-value`}>{text}</span>
                </button>
              </div>
            );
          })}
        </div>
      ))}
      <div className="lg:col-start-5 lg:row-start-1 lg:pt-6">
        <button
          type="button"
          data-field={0}
          data-control={0}
          onPointerDown={reach(0)}
          onFocus={reach(0)}
          onClick={reach(0)}
          className="w-full rounded-lg bg-brand px-6 py-2.5 font-semibold text-white hover:opacity-90"
        >
          {t("search")}
        </button>
      </div>
    </div>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  guestCount,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MAX_ROOMS,
} from "@/lib/booking/hotel-search-params";
import type { HotelRoom } from "@/lib/contract/hotels";
import { PopoverField } from "../popover-field";
import { usePopover } from "../use-popover";

/** A child whose age is not chosen yet; the contract refuses it, so the form asks for it. */
export const AGE_UNSET = -1;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const SELECT = "block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5";

/**
 * Rooms (1–9), and in each adults (1–4) and children (0–3) with one age (0–17) per child, behind
 * a button that sums them up. Plain selects, so each has a visible label and the keyboard works.
 */
export function GuestsField({
  rooms,
  onChange,
  error,
}: {
  rooms: HotelRoom[];
  onChange(rooms: HotelRoom[]): void;
  error?: string;
}) {
  const t = useTranslations("Hotels");
  const popover = usePopover();
  const { adults, children } = guestCount(rooms);

  // An unchosen age is an error to see: a new error opens the panel where the age select is.
  const [shownError, setShownError] = useState(error);
  if (error !== shownError) {
    setShownError(error);
    if (error) popover.setOpen(true);
  }

  const setRoom = (index: number, room: HotelRoom) =>
    onChange(rooms.map((r, i) => (i === index ? room : r)));
  const setRoomCount = (count: number) =>
    onChange(range(1, count).map((n) => rooms[n - 1] ?? { adults: 1, childAges: [] }));

  return (
    <PopoverField
      popover={popover}
      label={t("guests")}
      summary={t("guestSummary", { rooms: rooms.length, adults, children })}
      error={error}
      panelClassName="max-h-[70vh] w-80 space-y-4 overflow-y-auto"
      doneLabel={t("done")}
    >
      <label className="block text-sm font-medium">
        {t("rooms")}
        <select
          value={rooms.length}
          onChange={(e) => setRoomCount(Number(e.target.value))}
          className={`mt-1 ${SELECT}`}
        >
          {range(1, MAX_ROOMS).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {rooms.map((room, i) => (
        <fieldset key={i} className="space-y-2 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t("room", { number: i + 1 })}</legend>
          <div className="grid grid-cols-2 gap-2">
            <label className="text-sm">
              {t("adults")}
              <select
                value={room.adults}
                onChange={(e) => setRoom(i, { ...room, adults: Number(e.target.value) })}
                className={`mt-1 ${SELECT}`}
              >
                {range(1, MAX_ADULTS_PER_ROOM).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm">
              {t("children")}
              <select
                value={room.childAges.length}
                onChange={(e) => {
                  const count = Number(e.target.value);
                  const childAges = range(1, count).map((n) => room.childAges[n - 1] ?? AGE_UNSET);
                  setRoom(i, { ...room, childAges });
                }}
                className={`mt-1 ${SELECT}`}
              >
                {range(0, MAX_CHILDREN_PER_ROOM).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            {room.childAges.map((age, c) => (
              <label key={c} className="text-sm">
                {t("childAge", { number: c + 1 })}
                <select
                  value={age}
                  aria-invalid={age === AGE_UNSET && error ? true : undefined}
                  onChange={(e) =>
                    setRoom(i, {
                      ...room,
                      childAges: room.childAges.map((a, j) =>
                        j === c ? Number(e.target.value) : a,
                      ),
                    })
                  }
                  className={`mt-1 ${SELECT} aria-invalid:border-red-600`}
                >
                  <option value={AGE_UNSET} disabled>
                    {t("chooseAge")}
                  </option>
                  {range(0, MAX_CHILD_AGE).map((n) => (
                    <option key={n} value={n}>
                      {t("age", { age: n })}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </PopoverField>
  );
}

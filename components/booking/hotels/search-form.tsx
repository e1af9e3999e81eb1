"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { SubmitButton } from "@/components/ui/form";
import { useVisitorCountry } from "@/lib/api/queries/visitor-country";
import {
  EMPTY_SEARCH,
  hotelDetailsHref,
  hotelResultsHref,
  stayProblem,
  todayIso,
  type HotelSearchState,
} from "@/lib/booking/hotel-search-params";
import type { HotelRoom } from "@/lib/contract/hotels";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { DestinationField } from "./destination-field";
import { AGE_UNSET, GuestsField } from "./guests-field";
import { defaultNationality, NationalityField } from "./nationality-field";
import { StayDatesField } from "./stay-dates-field";
import type { BookingPageProps } from "../booking-page-props";
import { HOTEL_FORM_GRID } from "./search-form-layout";

/** A hotel page's props: the agency's, with its country (the nationality's fallback). */
export type HotelPageProps = BookingPageProps & { agencyCountry: string | null };

export interface HotelFormValues {
  placeId: string;
  placeLabel: string;
  checkIn: string;
  checkOut: string;
  rooms: HotelRoom[];
  nationality: string;
}

const loadSchema = () => import("./search-form-schema");
const preloadSchema = () => void loadSchema();

/**
 * The contract's rules, loaded with zod on first use rather than with the page (the home page
 * has this form too); the chunk is fetched as soon as the form is touched, before anyone submits
 * (loading it with the form made zod's evaluation the home page's longest task).
 */
const resolver: Resolver<HotelFormValues> = async (values, context, options) => {
  const { hotelFormResolver } = await loadSchema();
  return (hotelFormResolver as unknown as Resolver<HotelFormValues>)(values, context, options);
};

/**
 * The hotel search (SPEC §2.1; DESIGN §9: react-hook-form with the contract's schema). A search
 * is an address: submitting goes to the results page with the search in its query, or, given
 * `hotelId`, back to that hotel's page for the new stay. `inPlace` (the results and details
 * pages) changes the address without leaving the page, which re-reads it.
 */
export function HotelSearchForm({
  initial = EMPTY_SEARCH,
  agencyCountry,
  hotelId,
  inPlace = false,
}: {
  initial?: HotelSearchState;
  agencyCountry: string | null;
  hotelId?: string;
  inPlace?: boolean;
}) {
  const t = useTranslations("Hotels");
  const router = useRouter();
  const hydrated = useHydrated();
  const { control, setValue, getValues, handleSubmit, formState } = useForm<HotelFormValues>({
    resolver,
    defaultValues: {
      placeId: initial.placeId ?? "",
      placeLabel: initial.placeLabel,
      checkIn: initial.checkIn ?? "",
      checkOut: initial.checkOut ?? "",
      rooms: initial.rooms,
      nationality: initial.nationality ?? "",
    },
  });
  const values = useWatch({ control }) as HotelFormValues;
  const set = <K extends keyof HotelFormValues>(name: K, value: HotelFormValues[K]) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  // The nationality defaults to the visitor's country, else the agency's (SPEC §9 defaults).
  const { data: visitorCountry, isPending: locating } = useVisitorCountry(!initial.nationality);
  useEffect(() => {
    if (getValues("nationality") || (!initial.nationality && locating)) return;
    setValue("nationality", defaultNationality(visitorCountry, agencyCountry));
  }, [visitorCountry, locating, agencyCountry, initial.nationality, getValues, setValue]);

  const errors = formState.errors;
  const messages = errorTexts(errors, values, t);

  const onSubmit = handleSubmit((v) => {
    // A new stay starts from the first page and the whole list; the chosen order stays.
    const search: HotelSearchState = {
      ...EMPTY_SEARCH,
      sort: initial.sort,
      placeId: v.placeId,
      placeLabel: v.placeLabel,
      checkIn: v.checkIn,
      checkOut: v.checkOut,
      rooms: v.rooms,
      nationality: v.nationality,
    };
    const href = hotelId ? hotelDetailsHref(hotelId, search) : hotelResultsHref(search);
    if (inPlace) window.history.pushState(null, "", href);
    else router.push(href);
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={preloadSchema}
      onPointerDown={preloadSchema}
      noValidate
      aria-label={t("searchHotels")}
    >
      <fieldset disabled={!hydrated} className={HOTEL_FORM_GRID}>
        <DestinationField
          value={{ id: values.placeId, label: values.placeLabel }}
          onChange={(place) => {
            set("placeId", place.id);
            set("placeLabel", place.label);
          }}
          error={messages.place}
        />
        <StayDatesField
          checkIn={values.checkIn}
          checkOut={values.checkOut}
          onChange={(checkIn, checkOut) => {
            set("checkIn", checkIn);
            set("checkOut", checkOut);
          }}
          error={messages.dates}
        />
        <GuestsField
          rooms={values.rooms}
          onChange={(rooms) => set("rooms", rooms)}
          error={messages.rooms}
        />
        <NationalityField
          value={values.nationality}
          onChange={(code) => set("nationality", code)}
          error={messages.nationality}
        />
        {/* Level with the controls, below their labels. */}
        <div className="lg:pt-6">
          <SubmitButton busy={false} className="w-full px-6 py-2.5">
            {hotelId ? t("updateStay") : t("search")}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * The contract's messages are the API's English; the form shows each field's problem in the
 * page language, falling back to the contract's words for anything the form cannot produce.
 */
function errorTexts(
  errors: FieldErrors<HotelFormValues>,
  values: HotelFormValues,
  t: ReturnType<typeof useTranslations>,
) {
  const dateError = errors.checkIn ?? errors.checkOut;
  const problem =
    values.checkIn && values.checkOut
      ? stayProblem(values.checkIn, values.checkOut, todayIso())
      : null;
  const unsetAge = values.rooms.some((r) => r.childAges.includes(AGE_UNSET));
  const roomsMessage = errors.rooms?.message ?? errors.rooms?.root?.message;
  return {
    place: errors.placeId || errors.placeLabel ? t("errors.destination") : undefined,
    dates: !dateError
      ? undefined
      : !values.checkIn || !values.checkOut
        ? t("errors.dates")
        : problem === "past"
          ? t("errors.past")
          : problem === "order"
            ? t("errors.order")
            : problem === "tooLong"
              ? t("errors.tooLong")
              : dateError.message,
    rooms: !errors.rooms
      ? undefined
      : unsetAge
        ? t("errors.childAge")
        : (roomsMessage ?? t("errors.rooms")),
    nationality: errors.nationality ? t("errors.nationality") : undefined,
  };
}

"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { todayIso } from "@/lib/booking/hotel-search-params";
import { readResortStay, resortSearchHref } from "@/lib/booking/resort-stay-params";
import { ResortStayForm } from "./resort-stay-form";

/**
 * The landing's stay for the place chosen (four weeks ahead for a week, two adults in one unit:
 * the address-less default), searched on the results page. Loaded once a place is chosen.
 */
export default function ResortPlaceSearch({ place }: { place: { id: string; name: string } }) {
  const t = useTranslations("ResortBooking");
  const router = useRouter();
  return (
    <ResortStayForm
      stay={readResortStay(new URLSearchParams(), todayIso())!}
      heading={t("stayIn", { place: place.name })}
      submitLabel={t("searchStays")}
      onStay={(stay) =>
        router.push(resortSearchHref({ regionId: place.id, place: place.name, stay }))
      }
    />
  );
}

"use client";

import { useTranslations } from "next-intl";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import { useDealLinkHint, useSignedInHint } from "@/lib/api/visit";
import { loginPath } from "@/lib/auth/login-path";
import { useExchangeRates } from "@/lib/api/queries/exchange-rates";
import type { DealRates } from "@/lib/contract/deals";
import type { HotelBoard } from "@/lib/contract/hotels";
import { usePriceFormatter, useSelectedCurrency } from "@/lib/currency/use-price";
import { inventoryImageUrl } from "@/lib/inventory-images/url";
import { useBrowserValue } from "@/lib/ui/use-browser-value";
import { RatesPrice } from "../rates-price";

/**
 * How hotel prices show, as on deal cards (SPEC §2.3): converted from USD cents in the browser,
 * hidden behind Reveal Price from visitors unless the agency allows the non-login flow or the
 * visitor opened a deal link (which lets them book signed out). Reveal Price signs in and comes
 * back to this very search, which the address holds.
 */
export function useHotelPriceDisplay(
  agencyDefaultCurrency: string | null,
  allowNonLoginFlow: boolean,
): PriceDisplay {
  const signedIn = useSignedInHint();
  const dealt = useDealLinkHint();
  const format = usePriceFormatter(agencyDefaultCurrency);
  const here = useBrowserValue(() => window.location.pathname + window.location.search, "/");
  return {
    visible: allowNonLoginFlow || signedIn || dealt,
    format,
    revealHref: loginPath(here),
  };
}

/**
 * The currency prices show in and its rate from USD, as usePriceFormatter applies them: US
 * dollars until the rates arrive. The price filter reads and writes amounts with it.
 */
export function useDisplayCurrency(agencyDefaultCurrency: string | null) {
  const rates = useExchangeRates();
  const selected = useSelectedCurrency(agencyDefaultCurrency);
  const rate = rates.data?.rates[selected];
  return rate === undefined ? { currency: "USD", rate: 1 } : { currency: selected, rate };
}

/** Inventory images are keys of generated illustrations; a real supplier's are URLs. */
export function hotelImageSrc(image: string): string {
  return /^(https?:)?\//.test(image) ? image : inventoryImageUrl(image);
}

export function useBoardLabel(): (board: HotelBoard) => string {
  const t = useTranslations("Hotels");
  const labels: Record<HotelBoard, string> = {
    RO: t("boardRO"),
    BB: t("boardBB"),
    HB: t("boardHB"),
  };
  return (board) => labels[board];
}

export function Stars({ count }: { count: number }) {
  const t = useTranslations("Deals");
  return (
    <span role="img" aria-label={t("stars", { count })} className="text-amber-500">
      {"★".repeat(count)}
      <span className="text-slate-300">{"★".repeat(Math.max(0, 5 - count))}</span>
    </span>
  );
}

/** A rate's price: a night (per room when there are several) and the stay's total. */
export function StayPrice({
  rates,
  nightly,
  nights,
  rooms,
  price,
  align = "start",
}: {
  rates: DealRates;
  nightly: number;
  nights: number;
  rooms: number;
  price: PriceDisplay;
  align?: "start" | "end";
}) {
  const t = useTranslations("Hotels");
  return (
    <RatesPrice
      rates={rates}
      price={price}
      align={align}
      publishedLabel={t("publishedRate")}
      taxes={t("inclTaxes")}
      headline={
        <>
          <p>
            <span className="text-xl font-bold" data-testid="hotel-nightly">
              {price.format(nightly)}
            </span>{" "}
            <span className="text-slate-600">{rooms > 1 ? t("perRoomNight") : t("perNight")}</span>
          </p>
          <p className="font-medium" data-testid="hotel-total">
            {t("stayTotal", { total: price.format(rates.totalRate), nights })}
          </p>
        </>
      }
    />
  );
}

"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { BRAND_BUTTON } from "@/components/booking/buttons";
import { tripParts } from "@/components/booking/registry";
import { CARD } from "@/components/booking/trips/trip-frame";
import { usePublicDealOffer } from "@/lib/api/queries/deal-links";
import { formatInstant } from "@/lib/booking/trip-format";
import type { OfferSnapshot } from "@/lib/contract/booking";
import type { PublicDealOffer } from "@/lib/contract/deal-links";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { LivePrice, Notice, useProposalCurrency } from "./proposal-page";

/**
 * SPEC §2.1 `/booknow/hotels/deal?dealLinkId=` (issue 28): the offer a deal link shares, as its
 * visitor opens it from the short URL, signed out or not: priced again now beside the price it
 * was shared at, and booked through the product's own pages (the link's grant is the browser's
 * cookie, so the address carries only SPEC §2.2's marks of a checkout from a link).
 */
export function DealOfferPage() {
  const t = useTranslations("DealLinks.page");
  const id = useSearchParams().get("dealLinkId");
  const opened = usePublicDealOffer(id);

  if (!id) return <Notice text={t("notFound")} />;
  if (opened.isPending) return <Notice text={t("loading")} />;
  if (opened.isError) return <Notice text={t("failed")} />;
  const answer = opened.data;
  if (answer.kind === "notFound") return <Notice text={t("notFound")} />;
  if (answer.kind === "closed") return <Notice text={t("closed")} />;
  return <DealOffer deal={answer.deal} />;
}

function DealOffer({ deal }: { deal: PublicDealOffer }) {
  const t = useTranslations("DealLinks.page");
  const locale = useFormatLocale();
  const offer = deal.offer as OfferSnapshot;
  const parts = tripParts(offer);
  const { When, Summary, FreeCancellation } = parts;
  const checkout = parts.checkoutHref?.(deal.offerId, deal.query, offer);
  const bookable = deal.live.state === "available" && checkout;
  useProposalCurrency(deal.price.currency);
  const marks = new URLSearchParams({ dealLinkId: deal.id, checkout: "true", from: "checkout" });
  return (
    <article aria-labelledby="deal-title" className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm font-semibold text-brand">{t("from", { agency: deal.agency })}</p>
        <h1 id="deal-title" className="text-3xl font-bold tracking-tight">
          {deal.title}
        </h1>
        <p className="text-sm text-slate-600">
          {t("validUntil", { date: formatInstant(deal.expiresAt, locale) })}
        </p>
      </header>
      <div className={`${CARD} space-y-3`}>
        <When offer={offer} />
        {Summary && <Summary offer={offer} />}
        <FreeCancellation offer={offer} />
        <LivePrice live={deal.live} was={deal.price} open />
        <p className="text-sm text-slate-600">{t("checked")}</p>
        {bookable && (
          <Link className={BRAND_BUTTON} href={`${checkout}&${marks}`}>
            {t("book")}
          </Link>
        )}
      </div>
    </article>
  );
}

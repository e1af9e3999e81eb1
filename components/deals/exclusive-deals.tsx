"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useViewer } from "@/lib/api/viewer";
import { useSignedInHint } from "@/lib/api/visit";
import { useDeals, type DealCardOf, type DealsProduct } from "@/lib/api/queries/deals";
import { productById, showsDealCards, type ProductId } from "@/lib/contract/products";
import { usePriceFormatter } from "@/lib/currency/use-price";
import { CARDS_PER_ROW, pageCount, wrapIndex } from "@/lib/deals/carousel";
import type { DealsTab } from "@/lib/deals/tabs";
import { useBrowserValue } from "@/lib/ui/use-browser-value";
import { ActivityCard, CarCard, HotelCard, SkeletonCards, type PriceDisplay } from "./deal-cards";
import { SavePricePrompt } from "./save-price-prompt";

type DealCard<P extends DealsProduct> = (props: {
  deal: DealCardOf[P];
  price: PriceDisplay;
}) => ReactNode;
const CARDS: { [P in DealsProduct]: DealCard<P> } = {
  hotels: HotelCard,
  cars: CarCard,
  activities: ActivityCard,
};

/** The address's tab before the browser has read it (the server's render and hydration). */
const NOT_READ = "\u0000";

export function ExclusiveDeals({
  tabs,
  allowNonLoginFlow,
  agencyDefaultCurrency,
  savePricePrompt,
}: {
  tabs: DealsTab[];
  allowNonLoginFlow: boolean;
  agencyDefaultCurrency: string | null;
  savePricePrompt: { showSignup: boolean; showLogin: boolean } | null;
}) {
  const t = useTranslations("Deals");
  const section = useRef<HTMLElement>(null);
  // The tab the address names is the browser's to read (the page is cached for every address):
  // until it is read, no tab's deals are asked for, so that a page opened on `?tab=` never shows
  // the first tab's deals first (a quick click on one booked the wrong product).
  const tabParam = useBrowserValue(
    () => new URLSearchParams(window.location.search).get("tab")?.toLowerCase() ?? "",
    NOT_READ,
  );
  const fromParam = tabs.findIndex((x) => x.tab.toLowerCase() === tabParam || x.slug === tabParam);
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? Math.max(0, fromParam);
  const signedIn = useSignedInHint();
  const viewer = useViewer();
  const format = usePriceFormatter(agencyDefaultCurrency);
  const current = tabs[selected];
  if (!current) return null;

  const price = (tab: string): PriceDisplay => ({
    visible: allowNonLoginFlow || signedIn,
    format,
    revealHref: `/?tab=${encodeURIComponent(tab)}`,
  });

  function onKey(e: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step) return;
    const dir = document.documentElement.dir === "rtl" ? -step : step;
    const next = wrapIndex(selected + dir, tabs.length);
    setChosen(next);
    document.getElementById(`deals-tab-${tabs[next]!.slug}`)?.focus();
  }

  return (
    <section
      ref={section}
      id="deals"
      aria-labelledby="deals-heading"
      className="mx-auto max-w-6xl px-4 py-12"
    >
      <h2 id="deals-heading" className="text-2xl font-semibold">
        {t("heading")}
      </h2>
      <div
        role="tablist"
        aria-label={t("heading")}
        onKeyDown={onKey}
        className="mt-4 flex flex-wrap gap-2 border-b border-slate-200"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.slug}
            id={`deals-tab-${tab.slug}`}
            role="tab"
            type="button"
            aria-selected={i === selected}
            aria-controls="deals-panel"
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setChosen(i)}
            className="-mb-px rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold aria-selected:border-brand aria-selected:text-brand border-transparent text-slate-600"
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div
        id="deals-panel"
        role="tabpanel"
        aria-labelledby={`deals-tab-${current.slug}`}
        className="mt-6"
      >
        {showsDealCards(current.slug) ? (
          <DealsCarousel
            key={`${current.slug}-${viewer}`}
            product={current.slug}
            title={current.title}
            viewer={tabParam === NOT_READ ? null : viewer}
            price={price(current.tab)}
          />
        ) : (
          <BookNowBanner product={current.slug} title={current.title} />
        )}
      </div>
      {savePricePrompt && !signedIn && !allowNonLoginFlow && (
        <SavePricePrompt section={section} {...savePricePrompt} />
      )}
    </section>
  );
}

function BookNowBanner({
  product,
  title,
  empty = false,
}: {
  product: ProductId;
  title: string;
  empty?: boolean;
}) {
  const t = useTranslations("Deals");
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-r from-brand to-brand-soft p-8 text-white sm:flex-row sm:items-center sm:justify-between">
      <p className="text-xl font-semibold">
        {empty ? t("noDeals", { product: title }) : t("bannerTitle", { product: title })}
      </p>
      <a
        href={productById(product).path}
        className="rounded-lg bg-white px-5 py-2.5 font-semibold text-brand"
      >
        {t("bookNow")}
      </a>
    </div>
  );
}

function DealsCarousel<P extends DealsProduct>({
  product,
  title,
  viewer,
  price,
}: {
  product: P;
  title: string;
  viewer: string | null;
  price: PriceDisplay;
}) {
  const t = useTranslations("Deals");
  const { data, isPending, isError } = useDeals(product, viewer);
  const [page, setPage] = useState(0);

  if (isPending) {
    // The carousel's row of page arrows is kept too, so the cards do not move down on arrival.
    return (
      <>
        <div aria-hidden="true" className="mb-3 h-10" />
        <SkeletonCards />
      </>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {t("failed")}
      </p>
    );
  }
  if (data.length === 0) return <BookNowBanner product={product} title={title} empty />;

  const pages = pageCount(data.length);
  const shown = data.slice(page * CARDS_PER_ROW, page * CARDS_PER_ROW + CARDS_PER_ROW);
  const Card: DealCard<P> = CARDS[product];
  const arrow =
    "grid size-10 place-items-center rounded-full border border-slate-300 bg-white shadow-sm hover:border-brand";
  return (
    <div aria-roledescription="carousel" aria-label={t("carousel", { product: title })}>
      <div className="mb-3 flex items-center justify-end gap-2">
        <span className="me-2 text-sm text-slate-600" aria-live="polite">
          {t("page", { page: page + 1, pages })}
        </span>
        <button
          type="button"
          className={arrow}
          aria-label={t("previous")}
          onClick={() => setPage((p) => wrapIndex(p - 1, pages))}
        >
          <span aria-hidden="true" className="rtl:-scale-x-100">
            ‹
          </span>
        </button>
        <button
          type="button"
          className={arrow}
          aria-label={t("next")}
          onClick={() => setPage((p) => wrapIndex(p + 1, pages))}
        >
          <span aria-hidden="true" className="rtl:-scale-x-100">
            ›
          </span>
        </button>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((deal) => (
          <li key={deal.id} data-testid="deal-card">
            <Card deal={deal} price={price} />
          </li>
        ))}
      </ul>
    </div>
  );
}

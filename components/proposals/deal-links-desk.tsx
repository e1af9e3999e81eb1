"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import {
  DataTable,
  ListSection,
  TablePager,
  useServerTable,
  type ListColumn,
} from "@/components/ui/data-table";
import { CopyButton } from "@/components/ui/copy-button";
import { Alert } from "@/components/ui/form";
import { useDealLinks, useDealLinkStatus } from "@/lib/api/queries/deal-links";
import { apiFailure } from "@/lib/api/errors";
import { formatInstant, formatMinor } from "@/lib/booking/trip-format";
import { DEAL_LINKS_PAGE_SIZE, type DealLinkView } from "@/lib/contract/deal-links";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

const STATE_LABELS = {
  active: "stateActive",
  disabled: "stateDisabled",
  expired: "stateExpired",
} as const;
const KIND_LABELS = { offer: "kindOffer", search: "kindSearch" } as const;

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * Deal Link (SPEC §2.1 `/deal-link`, issue 28): the agency's shared offers and searches, newest
 * first, each with its short URL to copy, its opens and bookings, and a switch to turn it off
 * (its short URL then says the deal is over) or on again.
 */
export function DealLinksDesk({ empty }: { empty: { title: string; detail: string } }) {
  const t = useTranslations("DealLinks");
  const locale = useFormatLocale();
  const id = useId();
  const page = pageOf(new URLSearchParams(useSearchParams()));
  const result = useDealLinks(page);
  const setStatus = useDealLinkStatus().mutateAsync;
  const [error, setError] = useState<string | null>(null);
  const data = result.data;

  const columns = useMemo<ListColumn<DealLinkView>[]>(() => {
    const toggle = async (link: DealLinkView) => {
      setError(null);
      try {
        await setStatus({
          id: link.id,
          status: link.state === "active" ? "disabled" : "active",
        });
      } catch (failure) {
        setError((await apiFailure(failure)).message);
      }
    };
    return [
      {
        id: "title",
        header: t("colTitle"),
        accessorFn: (r) => r.title,
        cell: ({ row }) => (
          <span>
            <span className="font-medium">{row.original.title}</span>
            <span className="block text-xs text-slate-600">
              {t(KIND_LABELS[row.original.kind])}
              {row.original.price && ` · ${formatMinor(row.original.price, locale)}`}
            </span>
          </span>
        ),
      },
      {
        id: "url",
        header: t("colUrl"),
        accessorFn: (r) => r.shortUrl,
        cell: ({ row }) => <CopyUrl url={row.original.shortUrl} title={row.original.title} />,
      },
      { id: "opens", header: t("colOpens"), accessorFn: (r) => r.opens },
      { id: "bookings", header: t("colBookings"), accessorFn: (r) => r.bookings },
      {
        id: "state",
        header: t("colState"),
        accessorFn: (r) => t(STATE_LABELS[r.state]),
        cell: ({ row }) => (
          <span>
            {t(STATE_LABELS[row.original.state])}
            <span className="block text-xs text-slate-600">
              {t("until", { date: formatInstant(row.original.expiresAt, locale) })}
            </span>
          </span>
        ),
      },
      {
        id: "action",
        header: t("colAction"),
        accessorFn: (r) => r.state,
        cell: ({ row }) =>
          row.original.state === "expired" ? null : (
            <button
              type="button"
              className="rounded-lg border border-brand px-3 py-1.5 font-semibold text-brand"
              aria-label={t(row.original.state === "active" ? "disableLabel" : "enableLabel", {
                title: row.original.title,
              })}
              onClick={() => void toggle(row.original)}
            >
              {t(row.original.state === "active" ? "disable" : "enable")}
            </button>
          ),
      },
    ];
  }, [t, locale, setStatus]);

  const { table, pages, from, to } = useServerTable({
    columns,
    rows: data?.rows,
    total: data?.total,
    view: { page, pageSize: DEAL_LINKS_PAGE_SIZE },
    go: ({ page: next }) =>
      window.history.pushState(null, "", next > 1 ? `?page=${next}` : window.location.pathname),
  });

  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t("intro")}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <ListSection
        headingId={`${id}-count`}
        query={result}
        countText={(count) => t("total", { count })}
        loadingText={t("loading")}
        failedText={t("loadFailed")}
        retryLabel={t("retry")}
        empty={
          <div className="rounded-xl bg-slate-50 p-6 text-slate-700">
            <p className="font-semibold">{empty.title}</p>
            <p className="mt-1">{empty.detail}</p>
          </div>
        }
        pager={
          pages > 1 && (
            <TablePager
              table={table}
              pageText={t("pageOf", { page, pages })}
              previousLabel={t("previous")}
              nextLabel={t("next")}
            />
          )
        }
      >
        <DataTable
          table={table}
          caption={t("caption", { from, to, total: data?.total ?? 0 })}
          testId="deal-links"
          cellClassName="px-3 py-2 align-top"
        />
      </ListSection>
    </div>
  );
}

function CopyUrl({ url, title }: { url: string; title: string }) {
  const t = useTranslations("DealLinks");
  return (
    <span className="flex flex-wrap items-center gap-2">
      <code className="text-sm break-all">{url}</code>
      <CopyButton
        text={url}
        label={t("copy")}
        copiedLabel={t("copied")}
        aria-label={t("copyLabel", { title })}
        className="text-sm font-semibold text-brand underline"
      />
    </span>
  );
}

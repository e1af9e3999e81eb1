"use client";

import { RotateCw } from "lucide-react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import {
  DataTable,
  ListSection,
  TablePager,
  useServerTable,
  type ListColumn,
} from "@/components/ui/data-table";
import { Alert } from "@/components/ui/form";
import { useCreateDealLink } from "@/lib/api/queries/deal-links";
import { apiFailure } from "@/lib/api/errors";
import { useAgencySearches } from "@/lib/api/queries/searches";
import { formatInstant, formatStayDate } from "@/lib/booking/trip-format";
import {
  SEARCH_PRODUCTS,
  SEARCHES_PAGE_SIZE,
  type SearchProduct,
  type SearchRow,
} from "@/lib/contract/searches";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/** Each product's label, by its message key (explicit, so every key is named in the code). */
const PRODUCT_LABELS = {
  hotels: "productHotels",
  flights: "productFlights",
  cars: "productCars",
  activities: "productActivities",
  cruise: "productCruise",
  resort: "productResort",
} as const satisfies Record<SearchProduct, string>;

const KIND_LABELS = { traveller: "kindTraveller", agent: "kindAgent" } as const;

interface View {
  product: SearchProduct | "";
  page: number;
}

function readView(params: URLSearchParams): View {
  const product = params.get("product") ?? "";
  const page = Number(params.get("page"));
  return {
    product: (SEARCH_PRODUCTS as readonly string[]).includes(product)
      ? (product as SearchProduct)
      : "",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function viewQuery(view: View): URLSearchParams {
  const query = new URLSearchParams();
  if (view.product) query.set("product", view.product);
  if (view.page > 1) query.set("page", String(view.page));
  return query;
}

/** A stored date (`YYYY-MM-DD`, or a desk time) as the list shows it; other text as it is. */
function dateText(value: string | undefined, locale: string): string {
  if (!value) return "";
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? formatStayDate(value.slice(0, 10), locale) : value;
}

/**
 * The Searches page (issue 16): the agency's recent searches, its travellers' and agents', newest
 * first, paged and filtered by product on the server (the page and product are in the address);
 * each row runs its search again in one click, or shares it as a deal link (issue 28).
 */
export function SearchesTable({ empty }: { empty: { title: string; detail: string } }) {
  const t = useTranslations("Searches");
  const locale = useFormatLocale();
  const id = useId();
  const params = useSearchParams();
  const view = useMemo(() => readView(new URLSearchParams(params)), [params]);
  const result = useAgencySearches(viewQuery(view).toString());
  const data = result.data;
  const router = useRouter();
  const share = useCreateDealLink().mutateAsync;
  const [shareError, setShareError] = useState<string | null>(null);

  const go = (next: Partial<View>) => {
    const query = viewQuery({ ...view, ...next }).toString();
    window.history.pushState(null, "", query ? `?${query}` : window.location.pathname);
  };

  const columns = useMemo<ListColumn<SearchRow>[]>(() => {
    const what = (r: SearchRow) => {
      const p = r.params;
      const parts = [p.destination ?? ""];
      if (p.start) {
        parts.push(
          p.end
            ? t("dates", { start: dateText(p.start, locale), end: dateText(p.end, locale) })
            : dateText(p.start, locale),
        );
      }
      const people = [
        p.adults && t("adults", { count: Number(p.adults) }),
        p.children && Number(p.children) > 0 && t("children", { count: Number(p.children) }),
        p.infants && Number(p.infants) > 0 && t("infants", { count: Number(p.infants) }),
        p.rooms && t("rooms", { count: Number(p.rooms) }),
      ].filter(Boolean);
      if (people.length) parts.push(people.join(", "));
      return parts.filter(Boolean).join(" · ");
    };
    const shareSearch = async (r: SearchRow) => {
      setShareError(null);
      try {
        await share({ kind: "search", searchId: r.id });
        router.push("/deal-link");
      } catch (failure) {
        setShareError((await apiFailure(failure)).message);
      }
    };
    return [
      {
        id: "who",
        header: t("colWho"),
        accessorFn: (r) => r.user.name,
        cell: ({ row }) => (
          <span>
            <span className="font-medium">{row.original.user.name}</span>
            <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {t(KIND_LABELS[row.original.user.kind])}
            </span>
          </span>
        ),
      },
      {
        id: "product",
        header: t("colProduct"),
        accessorFn: (r) => t(PRODUCT_LABELS[r.product]),
      },
      { id: "what", header: t("colWhat"), accessorFn: what },
      {
        id: "at",
        header: t("colWhen"),
        accessorFn: (r) => r.at,
        cell: ({ row }) => formatInstant(row.original.at, locale),
      },
      {
        id: "again",
        header: t("colAction"),
        accessorFn: (r) => r.path,
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-2">
            <Link
              href={row.original.path}
              aria-label={t("searchAgainLabel", { what: what(row.original) })}
              className="inline-flex items-center gap-1 rounded-lg border border-brand px-3 py-1.5 font-semibold text-brand hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <RotateCw aria-hidden="true" className="size-3.5" />
              {t("searchAgain")}
            </Link>
            <button
              type="button"
              aria-label={t("shareLabel", { what: what(row.original) })}
              className="rounded-lg px-3 py-1.5 font-semibold text-brand underline"
              onClick={() => void shareSearch(row.original)}
            >
              {t("share")}
            </button>
          </span>
        ),
      },
    ];
  }, [t, locale, share, router]);

  const { table, pages, from, to } = useServerTable({
    columns,
    rows: data?.rows,
    total: data?.total,
    view: { ...view, pageSize: SEARCHES_PAGE_SIZE },
    go: ({ page }) => go({ page }),
  });

  return (
    <div className="space-y-6">
      <label className="block text-sm font-medium">
        {t("product")}
        <select
          value={view.product}
          onChange={(e) => go({ product: e.target.value as SearchProduct | "", page: 1 })}
          className="mt-1 block w-60 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">{t("allProducts")}</option>
          {SEARCH_PRODUCTS.map((p) => (
            <option key={p} value={p}>
              {t(PRODUCT_LABELS[p])}
            </option>
          ))}
        </select>
      </label>

      {shareError && <Alert tone="error">{shareError}</Alert>}
      <ListSection
        headingId={`${id}-count`}
        query={result}
        countText={(count) => t("total", { count })}
        loadingText={t("loading")}
        failedText={t("loadFailed")}
        retryLabel={t("retry")}
        empty={
          <div className="rounded-xl bg-slate-50 p-6 text-slate-700">
            {view.product ? (
              <p>{t("none")}</p>
            ) : (
              <>
                <p className="font-semibold">{empty.title}</p>
                <p className="mt-1">{empty.detail}</p>
              </>
            )}
          </div>
        }
        pager={
          pages > 1 && (
            <TablePager
              table={table}
              pageText={t("pageOf", { page: view.page, pages })}
              previousLabel={t("previous")}
              nextLabel={t("next")}
            />
          )
        }
      >
        <DataTable
          table={table}
          caption={t("caption", { from, to, total: data?.total ?? 0 })}
          testId="agency-searches"
          cellClassName="px-3 py-2 align-top"
        />
      </ListSection>
    </div>
  );
}

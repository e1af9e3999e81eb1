"use client";

import { Download } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, type FormEvent } from "react";
import {
  DataTable,
  ListSection,
  TablePager,
  useServerTable,
  type ListColumn,
} from "@/components/ui/data-table";
import { useAgencyBookings, useBookingFilterOptions } from "@/lib/api/queries/agency-bookings";
import {
  AGENCY_BOOKING_PAGE_SIZES,
  AGENCY_BOOKING_SORTS,
  type AgencyBookingRow,
} from "@/lib/contract/agency-bookings";
import { BOOKING_STATUSES, type BookingStatus } from "@/lib/contract/booking";
import type { ProductId } from "@/lib/contract/products";
import {
  BOOKING_FILTER_KEYS,
  bookingFiltersQuery,
  bookingsViewQuery,
  readBookingsView,
  type BookingsView,
} from "@/lib/booking/agency-bookings-params";
import { detailHref } from "@/lib/booking/product-pages";
import { formatMinor, formatStayDate } from "@/lib/booking/trip-format";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useShellUser } from "../account-shell";

const PRODUCTS = ["hotels", "flights", "cars", "activities"] as const;
const INPUT = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm";
const STATUS_LABEL: Record<BookingStatus, string> = {
  pending: "statusPending",
  requires_action: "statusRequiresAction",
  confirmed: "statusConfirmed",
  failed: "statusFailed",
  cancelling: "statusCancelling",
  cancelled: "statusCancelled",
};
const PRODUCT_LABEL: Record<ProductId, string> = {
  hotels: "productHotels",
  flights: "productFlights",
  cars: "productCars",
  activities: "productActivities",
  cruise: "productCruise",
  resort: "productResort",
};

/**
 * The Bookings page (issue 16): every product's bookings of the agency in one table, with the
 * filters, order and page in the address and done by the server, the CSV export of what the
 * filters select, and each row opening the booking's own page (resend, cancel). Net and markup
 * columns only when the API gives them (never to a restricted agent).
 */
export function AgencyBookingsTable() {
  const t = useTranslations("AgencyBookings");
  const options = useBookingFilterOptions(useShellUser() !== null);
  const agents = options.data?.agents ?? [];
  const clients = options.data?.clients ?? [];
  const locale = useFormatLocale();
  const id = useId();
  const params = useSearchParams();
  const view = useMemo(() => readBookingsView(new URLSearchParams(params)), [params]);
  const search = bookingsViewQuery(view).toString();
  const result = useAgencyBookings(search);
  const data = result.data;
  const showsNet = data?.showsNet ?? false;

  const go = (next: Partial<BookingsView>) => {
    const query = bookingsViewQuery({ ...view, ...next }).toString();
    window.history.pushState(null, "", query ? `?${query}` : window.location.pathname);
  };

  const columns = useMemo<ListColumn<AgencyBookingRow>[]>(() => {
    const usd = (cents: number) => formatMinor({ amountMinor: cents, currency: "USD" }, locale);
    return [
      {
        id: "reference",
        header: t("colReference"),
        accessorFn: (r) => r.reference,
        cell: ({ row }) => (
          <Link
            href={detailHref(row.original.reference, row.original.product)}
            className="font-mono font-semibold text-brand underline"
          >
            {row.original.reference}
          </Link>
        ),
      },
      {
        id: "product",
        header: t("colProduct"),
        accessorFn: (r) => r.product,
        cell: ({ row }) => t(PRODUCT_LABEL[row.original.product]),
      },
      {
        id: "status",
        header: t("colStatus"),
        accessorFn: (r) => r.status,
        cell: ({ row }) => t(STATUS_LABEL[row.original.status]),
      },
      {
        id: "createdAt",
        header: t("colBooked"),
        accessorFn: (r) => r.createdAt,
        cell: ({ row }) => formatStayDate(row.original.createdAt.slice(0, 10), locale),
      },
      {
        id: "startsOn",
        header: t("colTravel"),
        accessorFn: (r) => r.startsOn,
        cell: ({ row }) => formatStayDate(row.original.startsOn, locale),
      },
      {
        id: "title",
        header: t("colBooking"),
        accessorFn: (r) => r.title,
        enableSorting: false,
      },
      {
        id: "lead",
        header: t("colLead"),
        accessorFn: (r) => r.lead.name,
        enableSorting: false,
      },
      {
        id: "agent",
        header: t("colAgent"),
        accessorFn: (r) => r.agent?.name ?? "",
        enableSorting: false,
      },
      {
        id: "client",
        header: t("colClient"),
        accessorFn: (r) => r.client?.name ?? "",
        enableSorting: false,
      },
      {
        id: "balanceDue",
        header: t("colBalanceDue"),
        accessorFn: (r) => r.balanceDue?.dueOn ?? "",
        cell: ({ row }) => {
          const due = row.original.balanceDue;
          return due
            ? t("balanceDueOn", {
                amount: formatMinor(due.amount, locale),
                date: formatStayDate(due.dueOn, locale),
              })
            : "";
        },
        enableSorting: false,
      },
      {
        id: "total",
        header: t("colCharged"),
        accessorFn: (r) => r.totalUsd,
        cell: ({ row }) => formatMinor(row.original.charged, locale),
      },
      ...(showsNet
        ? ([
            {
              id: "net",
              header: t("colNet"),
              accessorFn: (r) => r.netUsd ?? 0,
              cell: ({ row }) => usd(row.original.netUsd ?? 0),
              enableSorting: false,
            },
            {
              id: "markup",
              header: t("colMarkup"),
              accessorFn: (r) => r.markupUsd ?? 0,
              cell: ({ row }) => usd(row.original.markupUsd ?? 0),
              enableSorting: false,
            },
          ] satisfies ListColumn<AgencyBookingRow>[])
        : []),
    ];
  }, [t, locale, showsNet]);

  const { table, pages, from, to } = useServerTable({
    columns,
    rows: data?.rows,
    total: data?.total,
    view,
    sorts: AGENCY_BOOKING_SORTS,
    go,
  });

  function applyFilters(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const filters: BookingsView["filters"] = {};
    for (const key of BOOKING_FILTER_KEYS) {
      const value = String(form.get(key) ?? "").trim();
      if (value) filters[key] = value;
    }
    go({ filters, page: 1 });
  }

  const exportHref = `/api/agency/bookings/export?${bookingFiltersQuery(view.filters)}`;

  return (
    <div className="space-y-6">
      <form
        // The address's filters fill the form; a new address (Back, clear) fills it again.
        key={bookingFiltersQuery(view.filters).toString()}
        onSubmit={applyFilters}
        aria-labelledby={`${id}-filters`}
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id={`${id}-filters`} className="text-lg font-semibold">
          {t("filters")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <label className="text-sm font-medium sm:col-span-2">
            {t("search")}
            <input
              name="q"
              type="search"
              maxLength={100}
              defaultValue={view.filters.q ?? ""}
              className={INPUT}
            />
          </label>
          <label className="text-sm font-medium">
            {t("product")}
            <select name="product" defaultValue={view.filters.product ?? ""} className={INPUT}>
              <option value="">{t("anyProduct")}</option>
              {PRODUCTS.map((p) => (
                <option key={p} value={p}>
                  {t(PRODUCT_LABEL[p])}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium">
            {t("status")}
            <select name="status" defaultValue={view.filters.status ?? ""} className={INPUT}>
              <option value="">{t("anyStatus")}</option>
              {BOOKING_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(STATUS_LABEL[s])}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium">
            {t("balanceFilter")}
            <select name="balance" defaultValue={view.filters.balance ?? ""} className={INPUT}>
              <option value="">{t("anyBalance")}</option>
              <option value="due">{t("balanceDueOnly")}</option>
            </select>
          </label>
          {(["bookedFrom", "bookedTo", "travelFrom", "travelTo"] as const).map((key) => (
            <label key={key} className="text-sm font-medium">
              {t(key)}
              <input
                name={key}
                type="date"
                defaultValue={view.filters[key] ?? ""}
                className={INPUT}
              />
            </label>
          ))}
          <label className="text-sm font-medium">
            {t("agent")}
            {/* Drawn again when the agents arrive: a select keeps the value it was first given. */}
            <select
              key={String(options.isSuccess)}
              name="agentId"
              defaultValue={view.filters.agentId ?? ""}
              className={INPUT}
            >
              <option value="">{t("anyAgent")}</option>
              {agents.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium">
            {t("client")}
            <select
              key={String(options.isSuccess)}
              name="clientId"
              defaultValue={view.filters.clientId ?? ""}
              className={INPUT}
            >
              <option value="">{t("anyClient")}</option>
              {clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
          >
            {t("apply")}
          </button>
          <button
            type="button"
            onClick={() => go({ filters: {}, page: 1 })}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
          >
            {t("clear")}
          </button>
          <a
            href={exportHref}
            download
            aria-describedby={`${id}-export-hint`}
            className="ms-auto inline-flex items-center gap-2 rounded-lg border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
          >
            <Download aria-hidden="true" className="size-4" />
            {t("export")}
          </a>
        </div>
        <p id={`${id}-export-hint`} className="text-xs text-slate-500">
          {t("exportHint")}
        </p>
      </form>

      <ListSection
        headingId={`${id}-count`}
        query={result}
        countText={(count) => t("total", { count })}
        loadingText={t("loading")}
        failedText={t("loadFailed")}
        retryLabel={t("retry")}
        empty={<p className="rounded-xl bg-slate-50 p-6 text-slate-700">{t("none")}</p>}
        pager={
          <TablePager
            table={table}
            pageText={t("pageOf", { page: view.page, pages })}
            previousLabel={t("previous")}
            nextLabel={t("next")}
            sizes={{ label: t("pageSize"), options: AGENCY_BOOKING_PAGE_SIZES }}
          />
        }
      >
        <DataTable
          table={table}
          caption={t("caption", { from, to, total: data?.total ?? 0 })}
          testId="agency-bookings"
          sortLabel={(column) => t("sortBy", { column })}
        />
      </ListSection>
    </div>
  );
}

"use client";

import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, type FormEvent } from "react";
import { DataTable, LoadFailed, PageSizeSelect, Pager } from "@/components/ui/data-table";
import { useAgents } from "@/lib/api/queries/agency-agents";
import {
  AGENT_PAGE_SIZES,
  AGENT_SORTS,
  AGENT_STATUSES,
  STAFF_ROLES,
  type AgentRow,
  type AgentSort,
} from "@/lib/contract/agency-agents";
import { formatMinor, formatStayDate } from "@/lib/booking/trip-format";
import { agentsViewQuery, readAgentsView, type AgentsView } from "./agents-view";
import { STATUS_LABEL } from "./labels";

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const noRows: AgentRow[] = [];
const INPUT = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm";

/**
 * The agency's agents (issue 16, Agents): filters, order and page in the address and done by the
 * server; each name opens that agent's page (keeping the table as it is), the opened one marked.
 */
export function AgentsTable({ openedId }: { openedId: string }) {
  const t = useTranslations("AgencyAgents");
  const roleName = useTranslations("Roles");
  const locale = useLocale();
  const id = useId();
  const params = useSearchParams();
  const view = useMemo(() => readAgentsView(new URLSearchParams(params)), [params]);
  const search = agentsViewQuery(view).toString();
  const result = useAgents(search);
  const data = result.data;

  const go = (next: Partial<AgentsView>) => {
    const query = agentsViewQuery({ ...view, ...next }).toString();
    window.history.pushState(null, "", query ? `?${query}` : window.location.pathname);
  };

  const columns = useMemo<ColumnDef<typeof features, AgentRow>[]>(() => {
    const usd = (cents: number) => formatMinor({ amountMinor: cents, currency: "USD" }, locale);
    return [
      {
        id: "name",
        header: t("colName"),
        accessorFn: (r) => `${r.firstName} ${r.lastName}`,
        cell: ({ row }) => {
          const a = row.original;
          const opened = a.id === openedId;
          return (
            <Link
              href={`/users/agents/view/${a.id}${search ? `?${search}` : ""}`}
              aria-current={opened ? "page" : undefined}
              className={`font-semibold text-brand underline ${opened ? "decoration-2" : ""}`}
            >
              {a.firstName} {a.lastName}
            </Link>
          );
        },
      },
      {
        id: "email",
        header: t("colEmail"),
        accessorFn: (r) => r.email,
        cell: ({ row }) => <span dir="ltr">{row.original.email}</span>,
      },
      {
        id: "role",
        header: t("colRole"),
        accessorFn: (r) => r.role,
        cell: ({ row }) => (
          <span className="inline-flex items-center gap-2">
            {roleName(row.original.role)}
            {row.original.isRestrictedAgent && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                {t("restrictedBadge")}
              </span>
            )}
          </span>
        ),
      },
      {
        id: "status",
        header: t("colStatus"),
        accessorFn: (r) => r.status,
        cell: ({ row }) => t(STATUS_LABEL[row.original.status]),
        enableSorting: false,
      },
      {
        id: "bookings",
        header: t("colBookings"),
        accessorFn: (r) => r.sales.bookingsMonth,
        cell: ({ row }) => row.original.sales.bookingsMonth.toLocaleString(locale),
        enableSorting: false,
      },
      {
        id: "salesMonth",
        header: t("colSalesMonth"),
        accessorFn: (r) => r.sales.salesMonthUsd,
        cell: ({ row }) => usd(row.original.sales.salesMonthUsd),
      },
      {
        id: "salesTotal",
        header: t("colSalesTotal"),
        accessorFn: (r) => r.sales.salesTotalUsd,
        cell: ({ row }) => usd(row.original.sales.salesTotalUsd),
      },
      {
        id: "createdAt",
        header: t("colCreated"),
        accessorFn: (r) => r.createdAt,
        cell: ({ row }) => formatStayDate(row.original.createdAt.slice(0, 10), locale),
      },
    ];
  }, [t, roleName, locale, openedId, search]);

  const sorting: SortingState = [{ id: view.sort, desc: view.dir === "desc" }];
  const pagination: PaginationState = { pageIndex: view.page - 1, pageSize: view.pageSize };
  const table = useTable({
    features,
    columns,
    data: data?.rows ?? noRows,
    rowCount: data?.total ?? 0,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const first = next[0];
      if (first && (AGENT_SORTS as readonly string[]).includes(first.id)) {
        go({ sort: first.id as AgentSort, dir: first.desc ? "desc" : "asc", page: 1 });
      }
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === "function" ? updater(pagination) : updater;
      // A new page size starts again from the first page.
      const page = next.pageSize === view.pageSize ? next.pageIndex + 1 : 1;
      go({ page, pageSize: next.pageSize });
    },
  });

  function applyFilters(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    go({ q: text("q"), role: text("role"), status: text("status"), page: 1 });
  }

  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / view.pageSize));
  const from = data && data.total > 0 ? (view.page - 1) * view.pageSize + 1 : 0;
  const to = data ? Math.min(view.page * view.pageSize, data.total) : 0;

  return (
    <div className="space-y-6">
      <form
        // The address's filters fill the form; a new address (Back, clear) fills it again.
        key={`${view.q}|${view.role}|${view.status}`}
        onSubmit={applyFilters}
        aria-labelledby={`${id}-filters`}
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h3 id={`${id}-filters`} className="text-lg font-semibold">
          {t("filters")}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <label className="text-sm font-medium sm:col-span-2">
            {t("search")}
            <input name="q" type="search" maxLength={100} defaultValue={view.q} className={INPUT} />
          </label>
          <label className="text-sm font-medium">
            {t("role")}
            <select name="role" defaultValue={view.role} className={INPUT}>
              <option value="">{t("anyRole")}</option>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleName(r)}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium">
            {t("status")}
            <select name="status" defaultValue={view.status} className={INPUT}>
              <option value="">{t("anyStatus")}</option>
              {AGENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(STATUS_LABEL[s])}
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
            onClick={() => go({ q: "", role: "", status: "", page: 1 })}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
          >
            {t("clear")}
          </button>
        </div>
      </form>

      <section aria-labelledby={`${id}-count`} aria-busy={result.isFetching}>
        <h3 id={`${id}-count`} aria-live="polite" className="mb-3 text-lg font-semibold">
          {data ? t("total", { count: data.total }) : result.isError ? null : t("loading")}
        </h3>
        {result.isError && !data ? (
          <LoadFailed
            text={t("loadFailed")}
            retryLabel={t("retry")}
            onRetry={() => void result.refetch()}
          />
        ) : data && data.total === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-slate-700">{t("none")}</p>
        ) : data ? (
          <DataTable
            table={table}
            caption={t("caption", { from, to, total: data.total })}
            testId="agency-agents"
            sortLabel={(column) => t("sortBy", { column })}
            rowClassName={(r) => (r.id === openedId ? "bg-slate-50" : undefined)}
          />
        ) : null}

        {data && data.total > 0 && (
          <Pager
            pageText={t("pageOf", { page: view.page, pages })}
            previousLabel={t("previous")}
            nextLabel={t("next")}
            canPrevious={table.getCanPreviousPage()}
            canNext={table.getCanNextPage()}
            onPrevious={() => table.previousPage()}
            onNext={() => table.nextPage()}
          >
            <PageSizeSelect
              label={t("pageSize")}
              value={view.pageSize}
              sizes={AGENT_PAGE_SIZES}
              onChange={(size) => table.setPageSize(size)}
            />
          </Pager>
        )}
      </section>
    </div>
  );
}

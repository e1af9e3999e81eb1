"use client";

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
import { useAgents } from "@/lib/api/queries/agency-agents";
import {
  AGENT_PAGE_SIZES,
  AGENT_SORTS,
  AGENT_STATUSES,
  STAFF_ROLES,
  type AgentRow,
} from "@/lib/contract/agency-agents";
import { formatMinor, formatStayDate } from "@/lib/booking/trip-format";
import { agentsViewQuery, readAgentsView, type AgentsView } from "./agents-view";
import { STATUS_LABEL } from "./labels";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

const INPUT = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm";

/**
 * The agency's agents (issue 16, Agents): filters, order and page in the address and done by the
 * server; each name opens that agent's page (keeping the table as it is), the opened one marked.
 */
export function AgentsTable({ openedId }: { openedId: string }) {
  const t = useTranslations("AgencyAgents");
  const roleName = useTranslations("Roles");
  const locale = useFormatLocale();
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

  const columns = useMemo<ListColumn<AgentRow>[]>(() => {
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

  const { table, pages, from, to } = useServerTable({
    columns,
    rows: data?.rows,
    total: data?.total,
    view,
    sorts: AGENT_SORTS,
    go,
  });

  function applyFilters(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    go({ q: text("q"), role: text("role"), status: text("status"), page: 1 });
  }

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

      <ListSection
        headingId={`${id}-count`}
        level={3}
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
            sizes={{ label: t("pageSize"), options: AGENT_PAGE_SIZES }}
          />
        }
      >
        <DataTable
          table={table}
          caption={t("caption", { from, to, total: data?.total ?? 0 })}
          testId="agency-agents"
          sortLabel={(column) => t("sortBy", { column })}
          rowClassName={(r) => (r.id === openedId ? "bg-slate-50" : undefined)}
        />
      </ListSection>
    </div>
  );
}

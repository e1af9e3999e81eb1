"use client";

import { Plus } from "lucide-react";
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
import { Alert } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import { useCancelPayRequest, usePayRequests } from "@/lib/api/queries/pay-requests";
import { formatInstant, formatMinor } from "@/lib/booking/trip-format";
import {
  PAY_REQUEST_STATES,
  PAY_REQUESTS_PAGE_SIZE,
  type PayRequestRow,
  type PayRequestState,
} from "@/lib/contract/pay-requests";
import { PayRequestForm } from "./pay-request-form";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/** Each state's label, by its message key (explicit, so every key is named in the code). */
const STATE_LABELS = {
  pending: "statusPending",
  paid: "statusPaid",
  cancelled: "statusCancelled",
  expired: "statusExpired",
} as const satisfies Record<PayRequestState, string>;

const STATE_TONES: Record<PayRequestState, string> = {
  pending: "bg-amber-50 text-amber-900",
  paid: "bg-emerald-50 text-emerald-900",
  cancelled: "bg-slate-100 text-slate-700",
  expired: "bg-slate-100 text-slate-700",
};

interface View {
  status: PayRequestState | "";
  page: number;
}

function readView(params: URLSearchParams): View {
  const status = params.get("status") ?? "";
  const page = Number(params.get("page"));
  return {
    status: (PAY_REQUEST_STATES as readonly string[]).includes(status)
      ? (status as PayRequestState)
      : "",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function viewQuery(view: View, clientId?: string): URLSearchParams {
  const query = new URLSearchParams();
  if (view.status) query.set("status", view.status);
  if (view.page > 1) query.set("page", String(view.page));
  if (clientId) query.set("clientId", clientId);
  return query;
}

/**
 * Pay (issue 16): the agency's payment requests, newest first and paged on the server (status and
 * page in the address), the form that asks a client for a payment, and the withdrawal of one
 * still pending. With `clientId` (a client's page), that client's requests alone, without the form.
 */
export function PayRequestsTable({
  currencies,
  initialCurrency,
  clientId,
  empty,
}: {
  currencies?: string[];
  initialCurrency?: string;
  clientId?: string;
  empty: string;
}) {
  const t = useTranslations("PayRequests");
  const locale = useFormatLocale();
  const id = useId();
  const params = useSearchParams();
  const [ownView, setOwnView] = useState<View>({ status: "", page: 1 });
  // A client's page has its own address: the list's state is kept here rather than in it.
  const view = useMemo(
    () => (clientId ? ownView : readView(new URLSearchParams(params))),
    [clientId, ownView, params],
  );
  const result = usePayRequests(viewQuery(view, clientId).toString());
  const cancel = useCancelPayRequest();
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const data = result.data;

  const go = (next: Partial<View>) => {
    if (clientId) {
      setOwnView({ ...view, ...next });
      return;
    }
    const query = viewQuery({ ...view, ...next }).toString();
    window.history.pushState(null, "", query ? `?${query}` : window.location.pathname);
  };

  const columns = useMemo<ListColumn<PayRequestRow>[]>(() => {
    const amountOf = (r: PayRequestRow) => formatMinor(r.amount, locale);
    async function withdraw(r: PayRequestRow) {
      setOutcome(null);
      try {
        await cancel.mutateAsync(r.id);
        setOutcome({ tone: "success", text: t("cancelled") });
      } catch (error) {
        setOutcome({ tone: "error", text: (await apiFailure(error)).message });
      }
    }
    return [
      {
        id: "client",
        header: t("colClient"),
        accessorFn: (r) => r.client.name,
        cell: ({ row }) => (
          <span>
            <span className="block font-medium">{row.original.client.name}</span>
            <span dir="ltr" className="block text-xs text-slate-600">
              {row.original.client.email}
            </span>
          </span>
        ),
      },
      {
        id: "amount",
        header: t("colAmount"),
        accessorFn: amountOf,
        cell: ({ row }) => <span className="whitespace-nowrap">{amountOf(row.original)}</span>,
      },
      { id: "for", header: t("colFor"), accessorFn: (r) => r.description },
      {
        id: "booking",
        header: t("colBooking"),
        accessorFn: (r) => r.bookingReference ?? "",
        cell: ({ row }) => <span dir="ltr">{row.original.bookingReference ?? ""}</span>,
      },
      {
        id: "status",
        header: t("colStatus"),
        accessorFn: (r) => r.status,
        cell: ({ row }) => (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_TONES[row.original.status]}`}
          >
            {t(STATE_LABELS[row.original.status])}
          </span>
        ),
      },
      {
        id: "created",
        header: t("colCreated"),
        accessorFn: (r) => r.createdAt,
        cell: ({ row }) => formatInstant(row.original.createdAt, locale),
      },
      {
        id: "paid",
        header: t("colPaid"),
        accessorFn: (r) => r.paidAt ?? "",
        cell: ({ row }) => (row.original.paidAt ? formatInstant(row.original.paidAt, locale) : ""),
      },
      {
        id: "actions",
        header: t("colActions"),
        accessorFn: (r) => r.id,
        cell: ({ row }) =>
          row.original.status === "pending" ? (
            <button
              type="button"
              onClick={() => void withdraw(row.original)}
              disabled={cancel.isPending}
              aria-label={t("cancelLabel", {
                amount: amountOf(row.original),
                name: row.original.client.name,
              })}
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-red-400 hover:text-red-800 disabled:opacity-50"
            >
              {t("cancel")}
            </button>
          ) : null,
      },
    ];
  }, [t, locale, cancel]);

  const { table, pages, from, to } = useServerTable({
    columns,
    rows: data?.rows,
    total: data?.total,
    view: { ...view, pageSize: PAY_REQUESTS_PAGE_SIZE },
    go: ({ page }) => go({ page }),
  });

  const canRequest = !clientId && currencies && initialCurrency;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          {t("status")}
          <select
            value={view.status}
            onChange={(e) => go({ status: e.target.value as PayRequestState | "", page: 1 })}
            className="mt-1 block w-48 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">{t("allStatuses")}</option>
            {PAY_REQUEST_STATES.map((s) => (
              <option key={s} value={s}>
                {t(STATE_LABELS[s])}
              </option>
            ))}
          </select>
        </label>
        {canRequest && (
          <button
            type="button"
            onClick={() => setAdding((a) => !a)}
            aria-expanded={adding}
            aria-controls={`${id}-new`}
            className="ms-auto inline-flex items-center gap-2 rounded-lg border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
          >
            <Plus aria-hidden="true" className="size-4" />
            {adding ? t("closeForm") : t("newRequest")}
          </button>
        )}
      </div>

      {canRequest && adding && (
        <section
          id={`${id}-new`}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <PayRequestForm currencies={currencies} initialCurrency={initialCurrency} />
        </section>
      )}

      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}

      <ListSection
        headingId={`${id}-count`}
        query={result}
        countText={(count) => t("total", { count })}
        loadingText={t("loading")}
        failedText={t("loadFailed")}
        retryLabel={t("retry")}
        empty={
          <p className="rounded-xl bg-slate-50 p-6 text-slate-700">
            {view.status ? t("none") : empty}
          </p>
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
          testId="pay-requests"
          cellClassName="px-3 py-2 align-top"
        />
      </ListSection>
    </div>
  );
}

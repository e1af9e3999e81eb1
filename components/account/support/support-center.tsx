"use client";

import { Plus } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { LoadFailed, Pager, TableFrame } from "@/components/ui/data-table";
import { Alert } from "@/components/ui/form";
import { useSupportThreads, type SupportArea } from "@/lib/api/queries/support";
import { formatInstant } from "@/lib/booking/trip-format";
import {
  SUPPORT_STATUSES,
  type SupportStatus,
  type SupportThreadSummary,
} from "@/lib/contract/support";
import { NewRequestForm, type BookingOption } from "./new-request-form";
import { StatusBadge, ThreadView } from "./thread-view";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

const BUTTON =
  "inline-flex items-center gap-2 rounded-lg border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white";

/** The staff's status filter: every request, or the open or closed ones. */
type StatusFilter = SupportStatus | "all";

interface View {
  thread: string | null;
  status: StatusFilter;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The view kept in the address (`?thread=`, `?status=`, `?page=`), so a link or reload shows it. */
function readView(params: URLSearchParams, area: SupportArea): View {
  const thread = params.get("thread");
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    thread: thread && UUID.test(thread) ? thread : null,
    // Staff see the open requests first; a requester sees all of theirs.
    status:
      status === "all" || (SUPPORT_STATUSES as readonly string[]).includes(status ?? "")
        ? (status as StatusFilter)
        : area === "agency"
          ? "open"
          : "all",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function viewQuery(view: View, area: SupportArea): string {
  const out = new URLSearchParams();
  if (view.thread) out.set("thread", view.thread);
  if (view.status !== (area === "agency" ? "open" : "all")) out.set("status", view.status);
  if (view.page !== 1) out.set("page", String(view.page));
  return out.toString();
}

const FILTER_LABELS = {
  all: "filterAll",
  open: "filterOpen",
  closed: "filterClosed",
} as const;

/**
 * Support requests (issue 16) under the agency's contact details: on /mytrip/support the
 * requester's own, with a new request's form; on /settings/support every request made to the
 * agency, for its staff, with a status filter. A request opens in place (`?thread=`) with its
 * messages and a reply box.
 */
export function SupportCenter({
  area,
  agencyName,
  bookings = [],
}: {
  area: SupportArea;
  agencyName: string;
  /** The requester's bookings, to name one in a new request. */
  bookings?: BookingOption[];
}) {
  const t = useTranslations("Support");
  const params = useSearchParams();
  const view = useMemo(() => readView(new URLSearchParams(params), area), [params, area]);
  const [sent, setSent] = useState(false);

  const go = (next: Partial<View>) => {
    const query = viewQuery({ ...view, ...next }, area);
    window.history.pushState(null, "", query ? `?${query}` : window.location.pathname);
  };

  if (view.thread) {
    return (
      <ThreadView
        key={view.thread}
        area={area}
        id={view.thread}
        agencyName={agencyName}
        onBack={() => go({ thread: null })}
        backHref={`?${viewQuery({ ...view, thread: null }, area)}`}
      />
    );
  }
  return (
    <div className="space-y-6">
      {area === "user" && (
        <NewRequestPanel
          bookings={bookings}
          onSent={() => {
            setSent(true);
            go({ page: 1 });
          }}
          onOpen={() => setSent(false)}
        />
      )}
      {sent && <Alert tone="success">{t("sent")}</Alert>}
      <ThreadList area={area} view={view} go={go} />
    </div>
  );
}

function NewRequestPanel({
  bookings,
  onSent,
  onOpen,
}: {
  bookings: BookingOption[];
  onSent(): void;
  onOpen(): void;
}) {
  const t = useTranslations("Support");
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      {!open && (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            onOpen();
          }}
          aria-expanded={open}
          aria-controls={`${id}-new`}
          className={BUTTON}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t("newRequest")}
        </button>
      )}
      {open && (
        <section
          id={`${id}-new`}
          aria-labelledby={`${id}-new-heading`}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id={`${id}-new-heading`} className="mb-4 text-lg font-semibold">
            {t("newRequest")}
          </h2>
          <NewRequestForm
            bookings={bookings}
            onSent={() => {
              setOpen(false);
              onSent();
            }}
            onCancel={() => setOpen(false)}
          />
        </section>
      )}
    </div>
  );
}

function ThreadList({
  area,
  view,
  go,
}: {
  area: SupportArea;
  view: View;
  go(next: Partial<View>): void;
}) {
  const t = useTranslations("Support");
  const locale = useFormatLocale();
  const id = useId();
  const result = useSupportThreads(area, {
    status: view.status === "all" ? undefined : view.status,
    page: view.page,
  });
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const unanswered = (row: SupportThreadSummary) =>
    row.status === "open" &&
    (area === "agency" ? row.lastSide === "requester" : row.lastSide === "agency");

  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-busy={result.isFetching}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {area === "agency" ? t("agencyRequests") : t("myRequests")}
        </h2>
        {area === "agency" && (
          <label className="ms-auto text-sm font-medium">
            {t("filterStatus")}
            <select
              value={view.status}
              onChange={(e) => go({ status: e.target.value as StatusFilter, page: 1 })}
              className="ms-2 rounded-lg border border-slate-300 bg-white px-2 py-1"
            >
              {(["open", "closed", "all"] as const).map((s) => (
                <option key={s} value={s}>
                  {t(FILTER_LABELS[s])}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p aria-live="polite" className="mb-3 text-sm text-slate-600" data-testid="support-total">
        {data ? t("total", { count: data.total }) : result.isError ? null : t("loading")}
      </p>
      {result.isError && !data ? (
        <LoadFailed
          text={t("loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void result.refetch()}
        />
      ) : data && data.total === 0 ? (
        <p className="rounded-xl bg-slate-50 p-6 text-slate-700">
          {area === "agency" ? t("noneAgency") : t("none")}
        </p>
      ) : data ? (
        <TableFrame
          caption={area === "agency" ? t("agencyRequests") : t("myRequests")}
          testId="support-threads"
          framed={false}
          regionLabelledBy={`${id}-heading`}
          head={
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t("colSubject")}
              </th>
              {area === "agency" && (
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t("colRequester")}
                </th>
              )}
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t("colStatus")}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t("colLastActivity")}
              </th>
            </tr>
          }
        >
          {data.rows.map((row) => (
            <tr key={row.id}>
              <td className="px-3 py-2">
                <a
                  href={`?${viewQuery({ ...view, thread: row.id }, area)}`}
                  onClick={(e) => {
                    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                    e.preventDefault();
                    go({ thread: row.id });
                  }}
                  className="font-semibold text-brand underline"
                >
                  {row.subject}
                </a>
                {row.booking && (
                  <span className="ms-2 text-xs text-slate-600">
                    {t("bookingRef", { reference: row.booking.reference })}
                  </span>
                )}
              </td>
              {area === "agency" && (
                <td className="px-3 py-2">
                  {row.requester.name}{" "}
                  <span dir="ltr" className="text-slate-600">
                    {row.requester.email}
                  </span>
                </td>
              )}
              <td className="px-3 py-2 whitespace-nowrap">
                <StatusBadge status={row.status} />
                {unanswered(row) && (
                  <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {area === "agency" ? t("needsAnswer") : t("newAnswer")}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={row.lastMessageAt}>{formatInstant(row.lastMessageAt, locale)}</time>
              </td>
            </tr>
          ))}
        </TableFrame>
      ) : null}
      {data && pages > 1 && (
        <Pager
          pageText={t("pageOf", { page: view.page, pages })}
          previousLabel={t("previous")}
          nextLabel={t("next")}
          canPrevious={view.page > 1}
          canNext={view.page < pages}
          onPrevious={() => go({ page: view.page - 1 })}
          onNext={() => go({ page: view.page + 1 })}
        />
      )}
    </section>
  );
}

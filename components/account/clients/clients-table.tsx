"use client";

import { Download, Plus, Upload } from "lucide-react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState, type FormEvent } from "react";
import {
  DataTable,
  ListSection,
  TablePager,
  useServerTable,
  type ListColumn,
} from "@/components/ui/data-table";
import { Alert, SubmitButton } from "@/components/ui/form";
import {
  useAgencyClients,
  useImportClients,
  type ImportResult,
} from "@/lib/api/queries/agency-clients";
import {
  AGENCY_CLIENT_PAGE_SIZES,
  AGENCY_CLIENT_SORTS,
  type AgencyClientRow,
} from "@/lib/contract/agency-clients";
import { formatStayDate } from "@/lib/booking/trip-format";
import { ClientForm } from "./client-form";
import { clientsViewQuery, readClientsView, type ClientsView } from "./clients-params";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

const BUTTON =
  "inline-flex items-center gap-2 rounded-lg border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white";

/**
 * The Clients page (issue 16): the agency's clients in a table whose search, order and page are
 * in the address and done by the server; a new client's form; the CSV export and an import that
 * lists each wrong line (and then imports nothing). Each row opens the client's own page.
 */
export function ClientsTable({ empty }: { empty: { title: string; detail: string } }) {
  const t = useTranslations("AgencyClients");
  const locale = useFormatLocale();
  const id = useId();
  const router = useRouter();
  const params = useSearchParams();
  const view = useMemo(() => readClientsView(new URLSearchParams(params)), [params]);
  const result = useAgencyClients(clientsViewQuery(view).toString());
  const data = result.data;
  const [adding, setAdding] = useState(false);

  const go = (next: Partial<ClientsView>) => {
    const query = clientsViewQuery({ ...view, ...next }).toString();
    window.history.pushState(null, "", query ? `?${query}` : window.location.pathname);
  };

  const columns = useMemo<ListColumn<AgencyClientRow>[]>(
    () => [
      {
        id: "name",
        header: t("colName"),
        accessorFn: (r) => `${r.lastName} ${r.firstName}`,
        cell: ({ row }) => (
          <Link
            href={`/users/clients/${row.original.id}`}
            className="font-semibold text-brand underline"
          >
            {row.original.firstName} {row.original.lastName}
          </Link>
        ),
      },
      {
        id: "email",
        header: t("colEmail"),
        accessorFn: (r) => r.email,
        cell: ({ row }) => <span dir="ltr">{row.original.email}</span>,
      },
      {
        id: "phone",
        header: t("colPhone"),
        accessorFn: (r) => r.phone ?? "",
        cell: ({ row }) => <span dir="ltr">{row.original.phone ?? ""}</span>,
        enableSorting: false,
      },
      {
        id: "country",
        header: t("colCountry"),
        accessorFn: (r) => r.country ?? "",
        enableSorting: false,
      },
      {
        id: "bookings",
        header: t("colBookings"),
        accessorFn: (r) => r.bookings,
        enableSorting: false,
      },
      {
        id: "createdAt",
        header: t("colCreated"),
        accessorFn: (r) => r.createdAt,
        cell: ({ row }) => formatStayDate(row.original.createdAt.slice(0, 10), locale),
      },
    ],
    [t, locale],
  );

  const { table, pages, from, to } = useServerTable({
    columns,
    rows: data?.rows,
    total: data?.total,
    view,
    sorts: AGENCY_CLIENT_SORTS,
    go,
  });

  function applySearch(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    go({ q: String(new FormData(e.currentTarget).get("q") ?? "").trim(), page: 1 });
  }

  const exportHref = `/api/agency/clients/export${view.q ? `?${new URLSearchParams({ q: view.q })}` : ""}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <form
          key={view.q}
          role="search"
          onSubmit={applySearch}
          className="flex flex-wrap items-end gap-2"
        >
          <label className="text-sm font-medium">
            {t("search")}
            <input
              name="q"
              type="search"
              maxLength={100}
              defaultValue={view.q}
              className="mt-1 block w-72 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            />
          </label>
          <button
            type="submit"
            className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
          >
            {t("searchButton")}
          </button>
        </form>
        <div className="ms-auto flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setAdding(true)}
            aria-expanded={adding}
            aria-controls={`${id}-new`}
            className={BUTTON}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t("newClient")}
          </button>
          <a href={exportHref} download className={BUTTON}>
            <Download aria-hidden="true" className="size-4" />
            {t("export")}
          </a>
        </div>
      </div>

      {adding && (
        <section
          id={`${id}-new`}
          aria-labelledby={`${id}-new-heading`}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id={`${id}-new-heading`} className="mb-4 text-lg font-semibold">
            {t("newClient")}
          </h2>
          <ClientForm
            prefix="new-client"
            onSaved={(client) => router.push(`/users/clients/${client.id}`)}
            onCancel={() => setAdding(false)}
          />
        </section>
      )}

      <ImportPanel />

      <ListSection
        headingId={`${id}-count`}
        query={result}
        countText={(count) => t("total", { count })}
        loadingText={t("loading")}
        failedText={t("loadFailed")}
        retryLabel={t("retry")}
        empty={
          <div className="rounded-xl bg-slate-50 p-6 text-slate-700">
            {view.q ? (
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
          <TablePager
            table={table}
            pageText={t("pageOf", { page: view.page, pages })}
            previousLabel={t("previous")}
            nextLabel={t("next")}
            sizes={{ label: t("pageSize"), options: AGENCY_CLIENT_PAGE_SIZES }}
          />
        }
      >
        <DataTable
          table={table}
          caption={t("caption", { from, to, total: data?.total ?? 0 })}
          testId="agency-clients"
          sortLabel={(column) => t("sortBy", { column })}
        />
      </ListSection>
    </div>
  );
}

/** The CSV import: a file, then either how many were imported or each wrong line's problem. */
function ImportPanel() {
  const t = useTranslations("AgencyClients");
  const id = useId();
  const upload = useImportClients();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failed, setFailed] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = new FormData(e.currentTarget).get("file");
    if (!(file instanceof File) || file.size === 0) return;
    setResult(null);
    setFailed(false);
    try {
      setResult(await upload.mutateAsync(file));
    } catch {
      setFailed(true);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t("importHeading")}
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t("importHint")}
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          {t("importFile")}
          <input
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-describedby={`${id}-hint`}
            className="mt-1 block text-sm"
          />
        </label>
        <SubmitButton
          busy={upload.isPending}
          className="inline-flex items-center gap-2 px-4 py-2 text-sm"
        >
          <Upload aria-hidden="true" className="size-4" />
          {t("import")}
        </SubmitButton>
      </form>
      <div className="mt-3 space-y-2">
        {failed && <Alert tone="error">{t("importFailed")}</Alert>}
        {result?.ok && <Alert tone="success">{t("imported", { count: result.imported })}</Alert>}
        {result && !result.ok && (
          <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            <p className="font-semibold">{t("importRejected", { count: result.errors.length })}</p>
            <ul className="mt-2 list-disc space-y-1 ps-5" data-testid="import-errors">
              {result.errors.map((error, i) => (
                <li key={i}>
                  {error.column
                    ? t("importLineColumn", { line: error.line, column: error.column })
                    : t("importLine", { line: error.line })}{" "}
                  {error.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}

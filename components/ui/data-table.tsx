import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type ReactTable,
  type RowData,
  type SortDirection,
  type SortingState,
  type TableFeatures,
  type Updater,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The pieces the back office's server-paged lists share: the table over one page that the server
 * sorted and paged, the section that shows it (or why not), the table itself and the pager under
 * it. Every text comes translated from the caller (so each message key stays named in the code
 * that uses it).
 */

/** The features of a server-paged list's table: sorting (where the list sorts) and paging. */
export const listFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type ListColumn<TData extends RowData> = ColumnDef<typeof listFeatures, TData>;

type Direction = "asc" | "desc";

/** What a list's address says of its page and, where it sorts, its order. */
export interface ListPage<S extends string> {
  page: number;
  pageSize: number;
  sort?: S;
  dir?: Direction;
}

const NO_ROWS: never[] = [];

/**
 * A TanStack table over the page of a list the server sorted and paged: its order and page are
 * the address's (`view`); choosing another calls `go` with the new ones (a new order or page size
 * starts again from the first page). `sorts`: the columns the server sorts by (none: no sorting).
 * With the page's range, for the caption and the pager.
 */
export function useServerTable<TData extends RowData, S extends string = never>({
  columns,
  rows,
  total,
  view,
  sorts,
  go,
}: {
  columns: ListColumn<TData>[];
  rows: TData[] | undefined;
  total: number | undefined;
  view: ListPage<S>;
  sorts?: readonly S[];
  go(change: Required<Pick<ListPage<S>, "page">> & Partial<ListPage<S>>): void;
}) {
  const sorting: SortingState = view.sort ? [{ id: view.sort, desc: view.dir === "desc" }] : [];
  const pagination: PaginationState = { pageIndex: view.page - 1, pageSize: view.pageSize };
  const table = useTable({
    features: listFeatures,
    columns,
    data: rows ?? NO_ROWS,
    rowCount: total ?? 0,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    enableSorting: Boolean(sorts),
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const first = (typeof updater === "function" ? updater(sorting) : updater)[0];
      const sort = sorts?.find((s) => s === first?.id);
      if (sort) go({ sort, dir: first!.desc ? "desc" : "asc", page: 1 });
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === "function" ? updater(pagination) : updater;
      // A new page size starts again from the first page.
      if (next.pageSize !== view.pageSize) go({ page: 1, pageSize: next.pageSize });
      else go({ page: next.pageIndex + 1 });
    },
  });
  const count = total ?? 0;
  return {
    table,
    pages: Math.max(1, Math.ceil(count / view.pageSize)),
    from: count > 0 ? (view.page - 1) * view.pageSize + 1 : 0,
    to: Math.min(view.page * view.pageSize, count),
  };
}

/**
 * A list's section: a heading with how many there are (or that they load), then the box saying
 * the list did not load, `empty` when there is none, or the list (`children`) and its `pager`.
 */
export function ListSection({
  headingId,
  level = 2,
  query,
  countText,
  loadingText,
  failedText,
  retryLabel,
  empty,
  pager,
  children,
}: {
  headingId: string;
  level?: 2 | 3;
  query: {
    data: { total: number } | undefined;
    isError: boolean;
    isFetching: boolean;
    refetch(): unknown;
  };
  countText(total: number): string;
  loadingText: string;
  failedText: string;
  retryLabel: string;
  empty: ReactNode;
  pager?: ReactNode;
  children: ReactNode;
}) {
  const { data } = query;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching}>
      <Heading id={headingId} aria-live="polite" className="mb-3 text-lg font-semibold">
        {data ? countText(data.total) : query.isError ? null : loadingText}
      </Heading>
      {query.isError && !data ? (
        <LoadFailed
          text={failedText}
          retryLabel={retryLabel}
          onRetry={() => void query.refetch()}
        />
      ) : data?.total === 0 ? (
        empty
      ) : data ? (
        <>
          {children}
          {pager}
        </>
      ) : null}
    </section>
  );
}

/** A list that did not load: what happened, and a button to ask again. */
export function LoadFailed({
  text,
  retryLabel,
  onRetry,
}: {
  text: ReactNode;
  retryLabel: ReactNode;
  onRetry(): void;
}) {
  return (
    <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-red-900">
      <p>{text}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-medium"
      >
        {retryLabel}
      </button>
    </div>
  );
}

/**
 * A list's table with its (screen-reader) caption, header row(s) `head` and body rows `children`.
 * `framed`: a card of its own (the default), or bare inside one. `regionLabelledBy`: the id of what
 * names it, to make it a region the keyboard can reach and scroll sideways.
 */
export function TableFrame({
  caption,
  testId,
  framed = true,
  regionLabelledBy,
  head,
  children,
}: {
  caption: ReactNode;
  testId: string;
  framed?: boolean;
  regionLabelledBy?: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className={
        framed
          ? "overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
          : "overflow-x-auto"
      }
      // Scrolls sideways on a narrow screen: reachable with the keyboard.
      tabIndex={regionLabelledBy ? 0 : undefined}
      role={regionLabelledBy ? "region" : undefined}
      aria-labelledby={regionLabelledBy}
    >
      <table className="w-full text-start text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">{head}</thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** The sorting part of a column, where the table has the sorting feature. */
interface SortableColumn {
  getCanSort(): boolean;
  getIsSorted(): false | SortDirection;
  getToggleSortingHandler(): undefined | ((event: unknown) => void);
}

function sortingOf(column: object): SortableColumn | undefined {
  return "getIsSorted" in column ? (column as SortableColumn) : undefined;
}

/**
 * A TanStack table's header and rows in a `TableFrame`: each header its column's (text) header,
 * a button that sorts by it where the column can sort (`sortLabel` names that button), each cell
 * through the column's `cell`.
 */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  caption,
  testId,
  sortLabel,
  cellClassName = "px-3 py-2 whitespace-nowrap",
  rowClassName,
}: {
  table: ReactTable<TFeatures, TData>;
  caption: ReactNode;
  testId: string;
  sortLabel?: (column: string) => string;
  cellClassName?: string;
  rowClassName?: (row: TData) => string | undefined;
}) {
  return (
    <TableFrame
      caption={caption}
      testId={testId}
      head={table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const sorting = sortingOf(header.column);
            const sorted = sorting?.getIsSorted() ?? false;
            const label = String(header.column.columnDef.header);
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={
                  sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined
                }
                className="px-3 py-2 text-start font-semibold whitespace-nowrap"
              >
                {sorting?.getCanSort() ? (
                  <button
                    type="button"
                    onClick={sorting.getToggleSortingHandler()}
                    aria-label={sortLabel?.(label)}
                    className="inline-flex items-center gap-1 rounded hover:text-brand"
                  >
                    {label}
                    {sorted === "asc" ? (
                      <ArrowUp aria-hidden="true" className="size-3.5" />
                    ) : sorted === "desc" ? (
                      <ArrowDown aria-hidden="true" className="size-3.5" />
                    ) : (
                      <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />
                    )}
                  </button>
                ) : (
                  label
                )}
              </th>
            );
          })}
        </tr>
      ))}
    >
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id} className={rowClassName?.(row.original)}>
          {row.getAllCells().map((cell) => (
            <td key={cell.id} className={cellClassName}>
              <table.FlexRender cell={cell} />
            </td>
          ))}
        </tr>
      ))}
    </TableFrame>
  );
}

/**
 * The pager under a list: previous, "page X of Y" (also the navigation's name unless `label`
 * says otherwise), next, then any further controls (`children`).
 */
export function Pager({
  pageText,
  label = pageText,
  previousLabel,
  nextLabel,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  children,
}: {
  pageText: string;
  label?: string;
  previousLabel: ReactNode;
  nextLabel: ReactNode;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious(): void;
  onNext(): void;
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        onClick={onPrevious}
        disabled={!canPrevious}
        className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium disabled:opacity-50"
      >
        {previousLabel}
      </button>
      <span>{pageText}</span>
      <button
        type="button"
        onClick={onNext}
        disabled={!canNext}
        className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium disabled:opacity-50"
      >
        {nextLabel}
      </button>
      {children}
    </nav>
  );
}

/** The page-size choice that follows the pager's buttons. */
export function PageSizeSelect({
  label,
  value,
  sizes,
  onChange,
}: {
  label: ReactNode;
  value: number;
  sizes: readonly number[];
  onChange(size: number): void;
}) {
  return (
    <label className="ms-auto">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="ms-2 rounded-lg border border-slate-300 bg-white px-2 py-1"
      >
        {sizes.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The pager of a `useServerTable` table; with `sizes`, the page-size choice after it. */
export function TablePager<TData extends RowData>({
  table,
  pageText,
  previousLabel,
  nextLabel,
  sizes,
}: {
  table: ReactTable<typeof listFeatures, TData>;
  pageText: string;
  previousLabel: string;
  nextLabel: string;
  sizes?: { label: string; options: readonly number[] };
}) {
  return (
    <Pager
      pageText={pageText}
      previousLabel={previousLabel}
      nextLabel={nextLabel}
      canPrevious={table.getCanPreviousPage()}
      canNext={table.getCanNextPage()}
      onPrevious={() => table.previousPage()}
      onNext={() => table.nextPage()}
    >
      {sizes && (
        <PageSizeSelect
          label={sizes.label}
          value={table.options.state?.pagination?.pageSize ?? sizes.options[0]!}
          sizes={sizes.options}
          onChange={(size) => table.setPageSize(size)}
        />
      )}
    </Pager>
  );
}

import type { ReactTable, RowData, SortDirection, TableFeatures } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The pieces the back office's server-paged lists share: the box shown when a list did not load,
 * the table itself and the pager under it. Every text comes translated from the caller (so each
 * message key stays named in the code that uses it).
 */

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

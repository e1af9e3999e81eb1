"use client";

import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from "react";
import { LinkButton } from "./buttons";
import { RetryAlert } from "./retry-alert";

/** The product's own words for the results page's shared keys (its namespace's `t`). */
export type ResultsT = (
  key:
    | "modifySearch"
    | "changeSearch"
    | "shownOf"
    | "showMore"
    | "resultsCount"
    | "searchFailed"
    | "searching"
    | "sortBy"
    | "retry"
    | "noneMatch"
    | "clearFilters"
    | "filters",
  values?: { count: number; total?: number },
) => string;

/**
 * How many results are rendered at first, and added by each "Show more" (issue 26: a round trip's
 * 70 flights were rendered in one long task of a phone's main thread).
 */
const RESULTS_STEP = 20;

/** The results' order: the one chosen, the ones offered (each named in `labels`), a hint on them. */
export interface ResultsSort<Sort extends string> {
  value: Sort;
  order: readonly Sort[];
  labels: Record<Sort, string>;
  onChange: (sort: Sort) => void;
  hint?: string;
}

/**
 * A product's results page around its own pieces: the search summary with "Modify search" opening
 * the search form in place (closed again by a new search), the filters beside the list (behind a
 * Filters button on narrow screens), the count (of how many, when filtered) announced as it
 * changes, the order, and the loading, failed and empty states. Clearing the filters moves the
 * focus to the count, as the button goes. The list shows RESULTS_STEP results, then as many more
 * at each "Show more", which moves the focus to the first one added; a new search or order starts
 * again from the first RESULTS_STEP.
 */
export function SearchResultsLayout<Sort extends string, Item>({
  t,
  searchKey,
  summary,
  form,
  filters,
  sort,
  fetching,
  error,
  onRetry,
  total,
  filtered,
  emptyLabel,
  onClearFilters,
  skeleton,
  list,
}: {
  t: ResultsT;
  /** The search the address holds: a new one closes the form. */
  searchKey: string;
  summary: ReactNode;
  /** The search form, filled with the search (keyed by `searchKey`). */
  form: ReactNode;
  filters: ReactNode;
  sort: ResultsSort<Sort>;
  fetching: boolean;
  /** The search's failure, in the product's words; null while it has not failed. */
  error: string | null;
  onRetry: () => void;
  /** How many results the search gave; undefined while it runs. */
  total: number | undefined;
  filtered: boolean;
  /** What to say when the search found nothing. */
  emptyLabel: string;
  onClearFilters: () => void;
  skeleton: ReactNode;
  /** What the filters leave: each shown as `render` says, in a list named by `testId`. */
  list: {
    items: readonly Item[];
    key: (item: Item) => string;
    /** `index`: its place in the list (the first one's photo is the page's largest paint). */
    render: (item: Item, index: number) => ReactNode;
    testId: string;
  };
}) {
  const shown = list.items.length;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState(false);
  // On a phone the filters wait behind their button, so that the first result is on screen.
  const [showFilters, setShowFilters] = useState(false);
  const [seenKey, setSeenKey] = useState(searchKey);
  const [limit, setLimit] = useState(RESULTS_STEP);
  const [seenSort, setSeenSort] = useState(sort.value);
  // The form is rendered once first opened, not with the page: most visitors never open it, and
  // it was most of what the page hydrated (issue 26: forms hydrate on interaction).
  const [formOpened, setFormOpened] = useState(false);
  if (editing && !formOpened) setFormOpened(true);
  if (searchKey !== seenKey) {
    setSeenKey(searchKey);
    setEditing(false);
    setLimit(RESULTS_STEP);
  }
  if (sort.value !== seenSort) {
    setSeenSort(sort.value);
    setLimit(RESULTS_STEP);
  }
  const listRef = useRef<HTMLUListElement>(null);
  // The first result a "Show more" added, to be focused once it is rendered.
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    const index = focusNext.current;
    focusNext.current = null;
    const added = index === null ? null : listRef.current?.children[index];
    added?.querySelector<HTMLElement>("a[href], button:not(:disabled)")?.focus();
  }, [limit]);
  const remaining = shown - limit;
  const formId = `${id}-form`;

  return (
    <div className="space-y-8">
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {summary}
          <button
            type="button"
            aria-expanded={editing}
            aria-controls={formId}
            onClick={() => setEditing((e) => !e)}
            className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
          >
            {t("modifySearch")}
          </button>
        </div>
        <div id={formId} hidden={!editing}>
          {formOpened && form}
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div>
          <button
            type="button"
            aria-expanded={showFilters}
            aria-controls={`${id}-filters`}
            onClick={() => setShowFilters((f) => !f)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold lg:hidden"
          >
            {t("filters")}
          </button>
          <aside id={`${id}-filters`} className={showFilters ? "mt-4 lg:mt-0" : "hidden lg:block"}>
            {filters}
          </aside>
        </div>
        <section aria-labelledby={`${id}-results`} aria-busy={fetching}>
          <ResultsHeader
            id={`${id}-results`}
            headingRef={heading}
            title={
              total !== undefined
                ? filtered
                  ? t("shownOf", { count: shown, total })
                  : t("resultsCount", { count: total })
                : error
                  ? t("searchFailed")
                  : t("searching")
            }
            sortBy={t("sortBy")}
            sort={sort}
          />

          {error ? (
            <RetryAlert message={error} retryLabel={t("retry")} onRetry={onRetry} />
          ) : total === undefined ? (
            skeleton
          ) : shown === 0 ? (
            <div className="space-y-3 rounded-xl bg-slate-50 p-6 text-slate-700">
              <p className="font-medium">{total > 0 ? t("noneMatch") : emptyLabel}</p>
              {total > 0 ? (
                <LinkButton
                  onClick={() => {
                    onClearFilters();
                    heading.current?.focus();
                  }}
                >
                  {t("clearFilters")}
                </LinkButton>
              ) : (
                <LinkButton onClick={() => setEditing(true)} aria-controls={formId}>
                  {t("changeSearch")}
                </LinkButton>
              )}
            </div>
          ) : (
            <>
              <ul ref={listRef} className="space-y-4" data-testid={list.testId}>
                {list.items.slice(0, limit).map((item, index) => (
                  <li key={list.key(item)}>{list.render(item, index)}</li>
                ))}
              </ul>
              {remaining > 0 && (
                <button
                  type="button"
                  onClick={() => {
                    focusNext.current = limit;
                    setLimit(limit + RESULTS_STEP);
                  }}
                  className="mt-6 rounded-lg border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand hover:text-white"
                >
                  {t("showMore", { count: Math.min(remaining, RESULTS_STEP) })}
                </button>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * Above the results: their heading (`id`), which says how many as it changes and takes the focus
 * after a change that moves the list, and the order they are in.
 */
export function ResultsHeader<Sort extends string>({
  id,
  headingRef,
  title,
  sortBy,
  sort,
}: {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  sortBy: string;
  sort: ResultsSort<Sort>;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
      {/* A row of its own on a phone: "Searching…" and the count that replaces it would
          otherwise share it with the order or not, as their lengths go, and move it. */}
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        aria-live="polite"
        className="basis-full text-xl font-semibold sm:basis-auto"
      >
        {title}
      </h2>
      <div>
        <label className="text-sm font-medium">
          {sortBy}
          <select
            value={sort.value}
            aria-describedby={sort.hint ? `${id}-sort-hint` : undefined}
            onChange={(e) => sort.onChange(e.target.value as Sort)}
            className="ms-2 rounded-lg border border-slate-300 bg-white px-2 py-1.5"
          >
            {sort.order.map((value) => (
              <option key={value} value={value}>
                {sort.labels[value]}
              </option>
            ))}
          </select>
        </label>
        {sort.hint && (
          <p id={`${id}-sort-hint`} className="mt-1 text-xs text-slate-500">
            {sort.hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** The results page before its search is complete: what is missing, and the form. */
export function IncompleteSearch({ message, form }: { message: string; form: ReactNode }) {
  return (
    <div className="space-y-6">
      <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{message}</p>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        {form}
      </div>
    </div>
  );
}

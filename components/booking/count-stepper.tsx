"use client";

const STEP =
  "flex size-9 items-center justify-center rounded-full border border-slate-300 text-lg font-semibold hover:border-brand disabled:opacity-40 disabled:hover:border-slate-300";

/**
 * A count with − and + buttons around it, named by the label `labelledBy` points at; the count
 * is announced as it changes, and a step the rules refuse (null) is disabled.
 */
export function CountStepper({
  labelledBy,
  count,
  onLess,
  onMore,
  lessLabel,
  moreLabel,
}: {
  labelledBy: string;
  count: number;
  onLess: (() => void) | null;
  onMore: (() => void) | null;
  lessLabel: string;
  moreLabel: string;
}) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex items-center gap-3">
      <button
        type="button"
        disabled={!onLess}
        onClick={() => onLess?.()}
        aria-label={lessLabel}
        className={STEP}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className="w-6 text-center font-semibold tabular-nums">
        {count}
      </output>
      <button
        type="button"
        disabled={!onMore}
        onClick={() => onMore?.()}
        aria-label={moreLabel}
        className={STEP}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

import { useId, type ReactNode } from "react";

const MARKS = {
  yes: { mark: "✓", className: "text-emerald-600" },
  no: { mark: "✕", className: "text-red-600" },
};

/** A details page's part under its heading: about the hotel, the meeting point, good to know. */
export function DetailsSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * A details page's list of what there is (✓: a hotel's amenities, what a tour includes) or is
 * not (✕: what it leaves out), under its heading; nothing when the list is empty.
 */
export function MarkedList({
  heading,
  items,
  mark,
  listClassName = "space-y-1 text-sm text-slate-700",
  lang,
}: {
  heading: string;
  items: readonly string[];
  mark: keyof typeof MARKS;
  listClassName?: string;
  /** The items' language when it is not the page's (a supplier's English). */
  lang?: string;
}) {
  if (items.length === 0) return null;
  return (
    <DetailsSection heading={heading}>
      <ul className={listClassName} lang={lang} dir={lang ? "ltr" : undefined}>
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className={MARKS[mark].className}>
              {MARKS[mark].mark}
            </span>
            {item}
          </li>
        ))}
      </ul>
    </DetailsSection>
  );
}

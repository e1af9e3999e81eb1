import { useId, type ComponentProps, type ReactNode } from "react";
import type { BookingView } from "@/lib/contract/booking";

/**
 * The one layout of a booking's facts, which each product fills in (its `*-facts.tsx`): a lead
 * (an itinerary, the desks), labelled facts in a definition list, titled sections, and cards of
 * people with their tickets, spaced and styled alike for every product.
 */

const ROW = "grid gap-1 sm:grid-cols-[12rem_1fr]";

/** A booking's facts: its parts one under the other. */
export function Facts({ children }: { children: ReactNode }) {
  return <div className="space-y-6">{children}</div>;
}

/** Labelled facts. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-3">{children}</dl>;
}

/** One labelled fact of a `FactList`; the rest of the props are its value's (`<dd>`). */
export function Fact({ label, ...value }: { label: ReactNode } & ComponentProps<"dd">) {
  return (
    <div className={ROW}>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd {...value} />
    </div>
  );
}

/** A titled part of the facts (the passengers, the tickets). */
export function FactsSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-3 font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Cards of people: the passengers with their e-tickets, the holders of tickets. */
export function PersonCards({ children }: { children: ReactNode }) {
  return <ul className="grid gap-3 sm:grid-cols-2">{children}</ul>;
}

/** One person's card: who (`title`), then `InlineFact`s. */
export function PersonCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="font-semibold">{title}</p>
      <dl className="mt-2 grid gap-1 text-sm">{children}</dl>
    </li>
  );
}

/** A fact on one line, "Label: value"; the rest of the props are its value's (`<dd>`). */
export function InlineFact({
  label,
  className,
  ...value
}: { label: ReactNode } & ComponentProps<"dd">) {
  return (
    <div>
      <dt className="inline text-slate-600">{label}: </dt>
      <dd className={className ? `inline ${className}` : "inline"} {...value} />
    </div>
  );
}

/** A ticket's number in a person's card, left to right whatever the page's direction. */
export function TicketNumberFact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <InlineFact label={label} className="font-mono" dir="ltr" data-testid="ticket-number">
      {children}
    </InlineFact>
  );
}

/** The product's own words for the contact's facts (its namespace's `t`). */
export type ContactT = (key: "contact" | "specialRequests") => string;

/**
 * The booking's contact and its special requests, as facts in the product's own words; `children`
 * (a stay's room guests) come between them.
 */
export function ContactFacts({
  booking,
  t,
  children,
}: {
  booking: Pick<BookingView, "contact" | "specialRequests">;
  t: ContactT;
  children?: ReactNode;
}) {
  return (
    <>
      <Fact label={t("contact")}>
        {booking.contact.firstName} {booking.contact.lastName}
        <span className="block text-slate-700">{booking.contact.email}</span>
        {/* Left to right inside the line, which keeps to the page's side in Arabic. */}
        <span className="block text-slate-700">
          <span dir="ltr">{booking.contact.phone}</span>
        </span>
      </Fact>
      {children}
      {booking.specialRequests && (
        <Fact label={t("specialRequests")} className="whitespace-pre-line">
          {booking.specialRequests}
        </Fact>
      )}
    </>
  );
}

"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import { loginPath } from "@/lib/auth/login-path";

/** The results' "See rooms" or "Select" (bordered), a rate's or fare's "Choose" (`solid`). */
const RESULT_LINK = {
  outline: "border border-brand text-brand hover:bg-brand hover:text-white",
  solid: "bg-brand text-white hover:opacity-90",
};

/** A result's way on, described by the result's heading (which names what it opens). */
export function ResultLink({
  href,
  headingId,
  solid = false,
  children,
}: {
  href: string;
  headingId: string;
  solid?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      prefetch={false}
      aria-describedby={headingId}
      className={`block rounded-lg px-3 py-2 text-center text-sm font-semibold ${RESULT_LINK[solid ? "solid" : "outline"]}`}
    >
      {children}
    </Link>
  );
}

/**
 * An offer's way on while it can be booked (and, `shown`, its price may be seen); otherwise a
 * disabled "Sold out" in its place.
 */
/**
 * The price display of one offer whose choice leads to `href`: its Reveal Price signs in and goes
 * on to that choice (the chosen room's checkout), not back to the list it was chosen from.
 */
export function revealingTo(price: PriceDisplay, href: string): PriceDisplay {
  return { ...price, revealHref: loginPath(href) };
}

export function OfferChoice({
  available,
  shown = true,
  soldOutLabel,
  ...link
}: Parameters<typeof ResultLink>[0] & {
  available: boolean;
  shown?: boolean;
  soldOutLabel: string;
}) {
  if (available) return shown && <ResultLink {...link} />;
  return (
    <button
      type="button"
      disabled
      aria-describedby={link.headingId}
      className="rounded-lg bg-slate-200 px-3 py-2 text-sm font-semibold text-slate-600"
    >
      {soldOutLabel}
    </button>
  );
}

/** The badge of a rate or an activity cancelled free until shortly before it starts. */
export function FreeCancellationBadge() {
  const d = useTranslations("Deals");
  return (
    <p className="inline-block rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
      {d("freeCancellation")}
    </p>
  );
}

/**
 * One result with a photo (a hotel, an activity): the photo, the linked name and what the
 * product says of it, then its price above the way on.
 */
export function PhotoResultCard({
  title,
  href,
  image,
  price,
  action,
  children,
  priority = false,
}: {
  title: string;
  href: string;
  image: string;
  price: ReactNode;
  /**
   * The first result, whose photo is the page's largest paint: loaded at once and first, not
   * when it scrolls into view (the others are lazy).
   */
  priority?: boolean;
  /** The way on's words ("See rooms"). */
  action: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG illustrations */}
      <img
        src={image}
        alt={title}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        className="aspect-[4/3] w-full object-cover sm:w-64 sm:shrink-0"
      />
      <div className="flex flex-1 flex-col gap-4 p-4 sm:flex-row">
        <div className="flex-1 space-y-1">
          <h3 id={headingId} className="text-lg font-semibold">
            <Link href={href} prefetch={false} className="hover:underline">
              {title}
            </Link>
          </h3>
          {children}
        </div>
        <div className="flex flex-col justify-between gap-3 sm:w-56 sm:shrink-0">
          {price}
          <ResultLink href={href} headingId={headingId}>
            {action}
          </ResultLink>
        </div>
      </div>
    </article>
  );
}

/** The list of results while they load: four grey cards, hidden from assistive technology. */
export function SkeletonList({ testId, photo = "sm:w-64" }: { testId: string; photo?: string }) {
  return (
    <ul className="space-y-4" aria-hidden="true" data-testid={testId}>
      {Array.from({ length: 4 }, (_, i) => (
        <li
          key={i}
          className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 sm:flex-row"
        >
          <div className={`aspect-[4/3] bg-slate-200 ${photo}`} />
          <div className="flex-1 space-y-3 p-4">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-3 w-1/3 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-200" />
            <div className="ms-auto h-10 w-40 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A details page while it loads, announced by `label`. */
export function DetailsSkeleton({ label }: { label: string }) {
  return (
    // A screen tall at least, as the page it stands for: the footer below does not show first
    // and then move away when the details arrive (a layout shift, issue 26).
    <div className="min-h-dvh animate-pulse space-y-4" role="status" aria-label={label}>
      <div className="h-8 w-2/3 rounded bg-slate-200" />
      <div className="h-4 w-1/3 rounded bg-slate-200" />
      <div className="aspect-[16/9] rounded-2xl bg-slate-200" />
      <div className="h-24 rounded-2xl bg-slate-200" />
    </div>
  );
}

"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { BRAND_BUTTON } from "@/components/booking/buttons";
import { tripParts } from "@/components/booking/registry";
import { CARD } from "@/components/booking/trips/trip-frame";
import { useEnabledCountries } from "@/lib/api/queries/countries";
import { usePublicProposal } from "@/lib/api/queries/proposals";
import { proposalCheckoutParams } from "@/lib/booking/proposal-grant";
import { formatInstant, formatMinor } from "@/lib/booking/trip-format";
import type { OfferSnapshot } from "@/lib/contract/booking";
import {
  PROPOSAL_CLOSED,
  type PublicProposal,
  type PublicProposalOption,
} from "@/lib/contract/proposals";
import { initialCurrency } from "@/lib/currency/currency";
import { useStoredCurrency } from "@/lib/currency/selection-store";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/**
 * A proposal as its client opens it (issue 28), signed out or not: the agent's message, then
 * each option priced again now beside the price it was proposed at, and what the client can do:
 * book an option through the normal checkout, ask the agent to book it, or decline.
 */
export function ProposalPage({ proposalId }: { proposalId: string }) {
  const t = useTranslations("Proposals.page");
  const token = useSearchParams().get("token");
  const opened = usePublicProposal(proposalId, token);

  if (!token) return <Notice text={t("notFound")} />;
  if (opened.isPending) return <Notice text={t("loading")} />;
  if (opened.isError) return <Notice text={t("failed")} />;
  const answer = opened.data;
  if (answer.kind === "notFound") return <Notice text={t("notFound")} />;
  if (answer.kind === "closed") {
    const why =
      answer.message === PROPOSAL_CLOSED.withdrawn
        ? t("withdrawn")
        : answer.message === PROPOSAL_CLOSED.expired
          ? t("expired")
          : answer.message;
    return <Notice text={why} />;
  }
  return <Proposal proposal={answer.proposal} token={token} />;
}

export function Notice({ text }: { text: string }) {
  return (
    <p role="status" className="rounded-xl bg-slate-50 p-6 text-slate-800">
      {text}
    </p>
  );
}

function Proposal({ proposal, token }: { proposal: PublicProposal; token: string }) {
  const t = useTranslations("Proposals.page");
  const locale = useFormatLocale();
  const open = !["booked", "declined", "expired", "withdrawn"].includes(proposal.status);
  const query = new URLSearchParams({ proposalId: proposal.id, token });
  const chosen = proposal.options.findIndex((o) => o.id === proposal.approvedOptionId);
  useProposalCurrency(proposal.currency);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{proposal.title || t("title")}</h1>
        <p className="text-slate-700">
          {t("preparedFor", {
            name: proposal.clientName,
            agency: proposal.agency,
            agent: proposal.agent ?? proposal.agency,
          })}
        </p>
        {proposal.expiresAt && open && (
          <p className="text-sm text-slate-600">
            {t("validUntil", { date: formatInstant(proposal.expiresAt, locale) })}
          </p>
        )}
      </header>
      {proposal.message && (
        <blockquote className="border-s-4 border-brand bg-slate-50 p-4 whitespace-pre-wrap">
          {proposal.message}
        </blockquote>
      )}
      {proposal.status === "booked" && (
        <Notice text={t("booked", { reference: proposal.bookingReference ?? "" })} />
      )}
      {proposal.status === "declined" && <Notice text={t("declined")} />}
      {proposal.agentAsked && chosen >= 0 && open && (
        <Notice text={t("asked", { n: chosen + 1 })} />
      )}
      {open && <p className="text-sm text-slate-600">{t("checked")}</p>}
      <ol className="space-y-4">
        {proposal.options.map((option, index) => (
          <li key={option.id}>
            <OptionCard
              option={option}
              index={index}
              open={open}
              chosen={option.id === proposal.approvedOptionId}
              grant={{ id: proposal.id, token, optionId: option.id }}
            />
          </li>
        ))}
      </ol>
      {open && (
        <p>
          <Link className="text-brand underline" href={`/disapproveProposal?${query}`}>
            {t("decline")}
          </Link>
        </p>
      )}
    </div>
  );
}

function OptionCard({
  option,
  index,
  open,
  chosen,
  grant,
}: {
  option: PublicProposalOption;
  index: number;
  open: boolean;
  chosen: boolean;
  grant: { id: string; token: string; optionId: string };
}) {
  const t = useTranslations("Proposals.page");
  const offer = option.offer as OfferSnapshot;
  const parts = tripParts(offer);
  const { When, Summary, FreeCancellation } = parts;
  const headingId = `option-${option.id}`;
  const live = option.live;
  const checkout = parts.checkoutHref?.(option.offerId, option.query, offer);
  const bookable = open && live.state === "available" && checkout;
  const params = proposalCheckoutParams(grant);
  return (
    <article aria-labelledby={headingId} className={`${CARD} space-y-3`}>
      <p className="text-sm font-semibold text-brand">
        {t("option", { n: index + 1 })}
        {chosen && ` · ${t("chosen")}`}
      </p>
      <h2 id={headingId} className="text-xl font-semibold">
        {option.title}
      </h2>
      <When offer={offer} />
      {Summary && <Summary offer={offer} />}
      <FreeCancellation offer={offer} />
      <LivePrice live={live} was={option.price} open={open} />
      {open && live.state !== "soldOut" && (
        <div className="flex flex-wrap items-center gap-4">
          {bookable && (
            <Link className={BRAND_BUTTON} href={`${checkout}&${params}`}>
              {t("book")}
            </Link>
          )}
          <Link
            className="text-brand underline"
            href={`/allowAgentProposal?${new URLSearchParams({
              proposalId: grant.id,
              token: grant.token,
              option: grant.optionId,
            })}`}
          >
            {t("askAgent")}
          </Link>
        </div>
      )}
    </article>
  );
}

/** An offer's price now, beside the one it was sent at when it moved; or why it has none. */
export function LivePrice({
  live,
  was,
  open,
}: {
  live: PublicProposalOption["live"];
  was: PublicProposalOption["price"];
  open: boolean;
}) {
  const t = useTranslations("Proposals.page");
  const locale = useFormatLocale();
  const moved = live.price !== null && live.price.amountMinor !== was.amountMinor;
  return (
    <div data-testid="option-price" className="space-y-1">
      {live.state === "soldOut" ? (
        <p className="font-semibold text-red-700">{t("soldOut")}</p>
      ) : live.price ? (
        <>
          <p className="text-2xl font-bold">{formatMinor(live.price, locale)}</p>
          {moved ? (
            <p className="text-sm text-amber-800">
              {t("moved", { price: formatMinor(was, locale) })}
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t("samePrice")}</p>
          )}
        </>
      ) : (
        open && <p className="text-slate-700">{t("unavailable")}</p>
      )}
    </div>
  );
}

/**
 * The proposal's currency becomes the visitor's choice, as the currency menu would make it (when
 * the agency sells in it): its prices are shown in it, and the checkout of an option quotes in it.
 */
export function useProposalCurrency(currency: string) {
  const { data: entries } = useEnabledCountries();
  const [stored, select] = useStoredCurrency();
  useEffect(() => {
    if (!entries || stored?.currency === currency) return;
    const picked = initialCurrency({ entries, queryCurrency: currency });
    if (picked.country) select(picked);
  }, [entries, stored?.currency, currency, select]);
}

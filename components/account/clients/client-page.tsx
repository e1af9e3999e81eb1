"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/form";
import {
  useAgencyClient,
  useRewardWallet,
  useSaveTraveller,
} from "@/lib/api/queries/agency-clients";
import type { AgencyClientDetails, ClientTraveller } from "@/lib/contract/agency-clients";
import type { BookingStatus } from "@/lib/contract/booking";
import type { ProductId } from "@/lib/contract/products";
import { detailHref } from "@/lib/booking/product-pages";
import { formatMinor, formatStayDate } from "@/lib/booking/trip-format";
import { ClientForm } from "./client-form";
import { TravellerForm } from "./traveller-form";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

const CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const STATUS_LABEL: Record<BookingStatus, string> = {
  pending: "statusPending",
  requires_action: "statusRequiresAction",
  confirmed: "statusConfirmed",
  failed: "statusFailed",
  cancelling: "statusCancelling",
  cancelled: "statusCancelled",
};
const PRODUCT_LABEL: Record<ProductId, string> = {
  hotels: "productHotels",
  flights: "productFlights",
  cars: "productCars",
  activities: "productActivities",
  cruise: "productCruise",
  resort: "productResort",
};

/**
 * One client's page (issue 16, Clients): details, preferences and notes; the travellers with their
 * passport data; the latest bookings made for the client, each opening its booking page; and, for
 * owners and admins, the reward wallet of the traveller account with the client's email.
 */
export function ClientPage({
  initial,
  canSwitchRewards,
}: {
  initial: AgencyClientDetails;
  canSwitchRewards: boolean;
}) {
  const t = useTranslations("AgencyClients");
  const id = useId();
  const { data } = useAgencyClient(initial.id, initial);
  const client = data ?? initial;
  return (
    <div className="space-y-6">
      <p>
        <Link href="/users/clients" className="font-semibold text-brand underline">
          {t("backToClients")}
        </Link>
      </p>
      <section aria-labelledby={`${id}-details`} className={CARD}>
        <h2 id={`${id}-details`} className="mb-4 text-xl font-semibold">
          {client.firstName} {client.lastName}
        </h2>
        <ClientForm key={client.updatedAt} client={client} prefix="client" onSaved={() => {}} />
      </section>
      <RewardWallet client={client} canSwitch={canSwitchRewards} />
      <Travellers client={client} />
      <Bookings client={client} />
    </div>
  );
}

function RewardWallet({ client, canSwitch }: { client: AgencyClientDetails; canSwitch: boolean }) {
  const t = useTranslations("AgencyClients");
  const id = useId();
  const wallet = useRewardWallet(client.id);
  const [failed, setFailed] = useState(false);
  return (
    <section aria-labelledby={`${id}-heading`} className={CARD}>
      <h2 id={`${id}-heading`} className="mb-2 text-lg font-semibold">
        {t("rewardHeading")}
      </h2>
      {!client.account ? (
        <p className="text-slate-700">{t("noAccount")}</p>
      ) : canSwitch ? (
        <div className="space-y-2">
          <label className="inline-flex items-center gap-3 font-medium">
            <input
              type="checkbox"
              role="switch"
              checked={client.account.isRewardWalletEnable}
              disabled={wallet.isPending}
              aria-describedby={`${id}-hint`}
              onChange={async (e) => {
                setFailed(false);
                try {
                  await wallet.mutateAsync(e.target.checked);
                } catch {
                  setFailed(true);
                }
              }}
              className="size-5 accent-brand"
            />
            {t("rewardSwitch")}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {t("rewardHint")}
          </p>
          {failed && <Alert tone="error">{t("saveFailed")}</Alert>}
        </div>
      ) : (
        <p className="text-slate-700">
          {client.account.isRewardWalletEnable ? t("rewardOn") : t("rewardOff")}
        </p>
      )}
    </section>
  );
}

function Travellers({ client }: { client: AgencyClientDetails }) {
  const t = useTranslations("AgencyClients");
  const id = useId();
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const save = useSaveTraveller(client.id);
  const [failed, setFailed] = useState(false);

  async function remove(traveller: ClientTraveller) {
    setFailed(false);
    try {
      await save.mutateAsync({ travellerId: traveller.id, remove: true });
    } catch {
      setFailed(true);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={CARD}>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t("travellersHeading")}
        </h2>
        {editing !== "new" && (
          <button
            type="button"
            onClick={() => setEditing("new")}
            className="ms-auto rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
          >
            {t("addTraveller")}
          </button>
        )}
      </div>
      <p className="mb-4 text-sm text-slate-600">{t("travellersHint")}</p>
      {failed && <Alert tone="error">{t("saveFailed")}</Alert>}
      {editing === "new" && (
        <div className="mb-6 rounded-xl border border-slate-200 p-4">
          <h3 className="mb-3 font-semibold">{t("addTraveller")}</h3>
          <TravellerForm clientId={client.id} onDone={() => setEditing(null)} />
        </div>
      )}
      {client.travellers.length === 0 ? (
        <p className="text-slate-700">{t("noTravellers")}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="client-travellers">
          {client.travellers.map((traveller) => (
            <li key={traveller.id} className="py-3">
              {editing === traveller.id ? (
                <TravellerForm
                  clientId={client.id}
                  traveller={traveller}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <TravellerSummary
                  traveller={traveller}
                  onEdit={() => setEditing(traveller.id)}
                  onRemove={() => void remove(traveller)}
                  busy={save.isPending}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TravellerSummary({
  traveller,
  onEdit,
  onRemove,
  busy,
}: {
  traveller: ClientTraveller;
  onEdit(): void;
  onRemove(): void;
  busy: boolean;
}) {
  const t = useTranslations("AgencyClients");
  const locale = useFormatLocale();
  const name = `${traveller.firstName} ${traveller.lastName}`;
  const facts = [
    traveller.dateOfBirth && t("bornOn", { date: formatStayDate(traveller.dateOfBirth, locale) }),
    traveller.nationality,
    traveller.passportNumber &&
      t("passportSummary", {
        number: traveller.passportNumber,
        date: traveller.passportExpiry ? formatStayDate(traveller.passportExpiry, locale) : "—",
      }),
  ].filter(Boolean);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div>
        <p className="font-semibold">{name}</p>
        {facts.length > 0 && <p className="text-sm text-slate-600">{facts.join(" · ")}</p>}
      </div>
      <div className="ms-auto flex gap-2">
        <button
          type="button"
          onClick={onEdit}
          aria-label={t("editTravellerOf", { name })}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
        >
          {t("edit")}
        </button>
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          aria-label={t("removeTravellerOf", { name })}
          className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-50"
        >
          {t("remove")}
        </button>
      </div>
    </div>
  );
}

function Bookings({ client }: { client: AgencyClientDetails }) {
  const t = useTranslations("AgencyClients");
  const locale = useFormatLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={CARD}>
      <h2 id={`${id}-heading`} className="mb-4 text-lg font-semibold">
        {t("bookingsHeading", { count: client.bookingsTotal })}
      </h2>
      {client.bookings.length === 0 ? (
        <p className="text-slate-700">{t("noBookings")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">
              {t("bookingsCaption", { name: `${client.firstName} ${client.lastName}` })}
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {[
                  "colReference",
                  "colProduct",
                  "colBooking",
                  "colStatus",
                  "colDates",
                  "colTotal",
                ].map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {client.bookings.map((b) => (
                <tr key={b.reference}>
                  <td className="px-3 py-2">
                    <Link
                      href={detailHref(b.reference, b.product)}
                      className="font-mono font-semibold text-brand underline"
                    >
                      {b.reference}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{t(PRODUCT_LABEL[b.product])}</td>
                  <td className="px-3 py-2">{b.title}</td>
                  <td className="px-3 py-2">{t(STATUS_LABEL[b.status])}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatStayDate(b.startsOn, locale)} – {formatStayDate(b.endsOn, locale)}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatMinor(b.charged, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {client.bookingsTotal > client.bookings.length && (
        <p className="mt-3">
          <Link
            href={`/bookings?clientId=${client.id}`}
            className="font-semibold text-brand underline"
          >
            {t("allBookings")}
          </Link>
        </p>
      )}
    </section>
  );
}

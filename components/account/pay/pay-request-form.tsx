"use client";

import { useTranslations } from "next-intl";
import { useDeferredValue, useId, useState, type FormEvent } from "react";
import { toMinor } from "@/components/account/wallet/topup-form";
import { Alert, Field, FieldFrame, SubmitButton } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { useAgencyClients } from "@/lib/api/queries/agency-clients";
import { useCreatePayRequest } from "@/lib/api/queries/pay-requests";
import { MAX_PAY_REQUEST_MINOR } from "@/lib/contract/pay-requests";

const SELECT = "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";

/**
 * "Request a payment": one of the agency's clients (found by name or email), the amount and its
 * currency, what it is for, and optionally one of the client's bookings. The client is mailed a
 * link to pay it.
 */
export function PayRequestForm({
  currencies,
  initialCurrency,
  onDone,
}: {
  currencies: string[];
  initialCurrency: string;
  onDone?: () => void;
}) {
  const t = useTranslations("PayRequests");
  const id = useId();
  const create = useCreatePayRequest();
  const [q, setQ] = useState("");
  const deferred = useDeferredValue(q.trim());
  const matches = useAgencyClients(
    new URLSearchParams({ ...(deferred && { q: deferred }), pageSize: "25" }).toString(),
  );
  const [clientId, setClientId] = useState("");
  // The chosen client's bookings (its page's latest), to name one of them.
  const client = useQuery({
    queryKey: ["agency", "clients", clientId],
    queryFn: async ({ signal }) => {
      const [c, body] = await Promise.all([
        import("@/lib/contract/agency-clients"),
        api()
          .get(`api/agency/clients/${encodeURIComponent(clientId)}`, { signal })
          .json(),
      ]);
      return c.agencyClientDetails.parse(body);
    },
    enabled: Boolean(clientId),
  });
  const [currency, setCurrency] = useState(initialCurrency);
  const [amount, setAmount] = useState("");
  const [description, setDescription] = useState("");
  const [booking, setBooking] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  const options = matches.data?.rows ?? [];
  const bookings = clientId && client.data?.id === clientId ? client.data.bookings : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const minor = toMinor(amount, currency);
    const found: Record<string, string> = {};
    if (!clientId) found.client = t("clientRequired");
    if (minor === null || minor > MAX_PAY_REQUEST_MINOR) found.amount = t("amountInvalid");
    if (!description.trim() || description.trim().length > 200) {
      found.description = t("descriptionRequired");
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const created = await create.mutateAsync({
        clientId,
        amountMinor: minor!,
        currency,
        description: description.trim(),
        bookingReference: booking || null,
      });
      setAmount("");
      setDescription("");
      setBooking("");
      setOutcome({ tone: "success", text: t("sent", { email: created.client.email }) });
      onDone?.();
    } catch (error) {
      setOutcome({ tone: "error", text: (await apiFailure(error)).message });
    }
  }

  const clientError = errors.client;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t("newRequest")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("clientSearch")}
          hint={t("clientSearchHint")}
          type="search"
          maxLength={100}
          autoComplete="off"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <FieldFrame id={`${id}-client`} label={t("client")} error={clientError}>
          <select
            id={`${id}-client`}
            value={clientId}
            required
            aria-invalid={clientError ? true : undefined}
            aria-describedby={clientError ? `${id}-client-error` : undefined}
            onChange={(e) => {
              setClientId(e.target.value);
              setBooking("");
            }}
            className={SELECT}
          >
            <option value="">
              {options.length || matches.isFetching ? t("clientRequired") : t("clientNone")}
            </option>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.firstName} {c.lastName} ({c.email})
              </option>
            ))}
          </select>
        </FieldFrame>
        <Field
          label={t("amount")}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
          required
        />
        <FieldFrame id={`${id}-currency`} label={t("currency")}>
          <select
            id={`${id}-currency`}
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
            className={SELECT}
          >
            {currencies.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </FieldFrame>
        <Field
          label={t("description")}
          maxLength={200}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
          required
        />
        <FieldFrame id={`${id}-booking`} label={t("booking")}>
          <select
            id={`${id}-booking`}
            value={booking}
            disabled={!clientId}
            onChange={(e) => setBooking(e.target.value)}
            className={`${SELECT} disabled:bg-slate-50`}
          >
            <option value="">{t("noBooking")}</option>
            {bookings.map((b) => (
              <option key={b.reference} value={b.reference}>
                {b.reference} · {b.title}
              </option>
            ))}
          </select>
        </FieldFrame>
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <SubmitButton busy={create.isPending} className="px-4 py-2">
        {t("send")}
      </SubmitButton>
    </form>
  );
}

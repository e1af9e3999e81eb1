"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { PayRequestsTable } from "./pay-requests-table";

/** A client's page: the payment requests sent to the client, paid or not. */
export function ClientPayRequests({ clientId }: { clientId: string }) {
  const t = useTranslations("PayRequests");
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-semibold">
        {t("clientPayments")}
      </h2>
      <PayRequestsTable clientId={clientId} empty={t("empty")} />
    </section>
  );
}

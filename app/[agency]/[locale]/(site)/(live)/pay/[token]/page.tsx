import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/shell/page-messages";
import { PayLinkForm } from "@/components/pay/pay-link-form";
import { formatInstant, formatMinor } from "@/lib/booking/trip-format";
import { agencyPage } from "@/lib/server/agency/page-context";
import { payPageOf } from "@/lib/server/pay-requests/pay-requests";

/** The link's token is read on every request: never cached. */
export const dynamic = "force-dynamic";

type Params = Promise<{ agency: string; locale: string; token: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("PayRequests");
  return { title: t("pageTitle"), robots: { index: false, follow: false } };
}

/**
 * The page a payment request's email links to (issue 16, Pay): no sign-in, the token is the
 * proof. It shows the agency, the amount and what it is for, and takes a card while the request
 * is pending; otherwise it says why it cannot be paid.
 */
export default async function PayLinkPage({ params }: { params: Params }) {
  const { agency, locale } = await agencyPage(params);
  const { token } = await params;
  const t = await getTranslations("PayRequests");
  const page = await payPageOf(agency, token);

  const notice = (text: string) => (
    <p role="status" className="rounded-xl bg-slate-50 p-6 text-slate-800">
      {text}
    </p>
  );
  let body;
  if (page.state === "unknown") body = notice(t("unknownNotice"));
  else {
    const { request } = page;
    const amount = formatMinor(request.amount, locale);
    body = (
      <div className="space-y-6">
        <dl className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">{t("amountLabel")}</dt>
          <dd className="text-2xl font-bold" data-testid="pay-amount">
            {amount}
          </dd>
          <dt className="font-medium text-slate-600">{t("forLabel")}</dt>
          <dd>{request.description}</dd>
          {request.bookingReference && (
            <>
              <dt className="font-medium text-slate-600">{t("bookingLabel")}</dt>
              <dd dir="ltr" className="text-start">
                {request.bookingReference}
              </dd>
            </>
          )}
        </dl>
        {page.state === "pending" ? (
          <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm text-slate-600">
              {t("validUntil", { date: formatInstant(request.expiresAt, locale) })}
            </p>
            <PayLinkForm linkToken={token} amount={amount} agency={request.agency} />
          </section>
        ) : page.state === "paid" ? (
          notice(t("alreadyPaid"))
        ) : page.state === "cancelled" ? (
          notice(t("cancelledNotice"))
        ) : (
          notice(t("expiredNotice"))
        )}
      </div>
    );
  }

  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">
        {t("payTo", { agency: agency.agencyName })}
      </h1>
      <PageMessages namespaces={["PayRequests", "Payment"]}>{body}</PageMessages>
    </main>
  );
}

import "server-only";
import type { BookingView, OfferSnapshot } from "@/lib/contract/booking";
import type { CancellationPolicy } from "@/lib/contract/cancellation-policy";
import { contactDetail, formatDate, policyText } from "./document-kit";
import type { ProductAdapter, ProductDocuments } from "./types";

const DAY_MS = 86_400_000;

const policyOf = (booking: BookingView) =>
  (booking.offer as { policy?: CancellationPolicy }).policy ?? null;

/**
 * The documents of a product that has not written its own sections yet (a product whose pages
 * come later): what its adapter knows — the title, the days, the policy when the snapshot has
 * one — in words every product shares. A product's own `documents` replace them.
 */
export function plainDocuments(adapter: ProductAdapter): ProductDocuments {
  const offerOf = (booking: BookingView) => booking.offer as OfferSnapshot;
  const title = (booking: BookingView) => adapter.title(offerOf(booking));
  return {
    subject: title,
    pdfName: "voucher",
    title: (t) => t("booking.voucherTitle"),
    confirmationLabel: (t) => t("booking.confirmation"),
    confirmationFirst: true,
    cancellationText(booking, locale, t) {
      const policy = policyOf(booking);
      return policy ? policyText(policy, policy.timeZone, locale, t) : t("feesApply");
    },
    groups(booking, locale, t) {
      const start = adapter.startsOn(offerOf(booking));
      const end = adapter.endsOn(offerOf(booking));
      const dates =
        start === end
          ? formatDate(start, locale)
          : `${formatDate(start, locale)} – ${formatDate(end, locale)}`;
      return [
        [
          [t("booking.booked"), title(booking)],
          [t("booking.dates"), dates],
          contactDetail(booking, t("contact")),
        ],
      ];
    },
    events(booking, { host, references, brand }) {
      // Whole days: the product has not said at what time of the day it starts or ends.
      const start = Date.parse(`${adapter.startsOn(offerOf(booking))}T00:00:00Z`);
      const end = Date.parse(`${adapter.endsOn(offerOf(booking))}T00:00:00Z`) + DAY_MS;
      return [
        {
          uid: `${booking.reference}@${host}`,
          start,
          end,
          title: title(booking),
          description: [...references, brand.siteUrl].filter(Boolean).join("\n"),
        },
      ];
    },
    emailCopy(kind, booking, common, _locale, t) {
      const values = { ...common, title: title(booking) };
      const keys = {
        confirmed: ["booking.email.confirmed.subject", "booking.email.confirmed.intro"],
        cancelled: ["booking.email.cancelled.subject", "booking.email.cancelled.intro"],
      } as const;
      const [subject, intro] = keys[kind];
      return {
        subject: t(subject, values),
        intro: t(intro, values),
        attachmentsNote: t("email.attachments"),
      };
    },
  };
}

import type { BookingView } from "@/lib/contract/booking";

/**
 * The booking's contact and special requests, as rows of a facts `<dl>` (`row` its row style);
 * the labels are the product's own words.
 */
export function ContactFacts({
  booking,
  row,
  labels,
}: {
  booking: Pick<BookingView, "contact" | "specialRequests">;
  row: string;
  labels: { contact: string; specialRequests: string };
}) {
  return (
    <>
      <div className={row}>
        <dt className="font-medium text-slate-600">{labels.contact}</dt>
        <dd>
          {booking.contact.firstName} {booking.contact.lastName}
          <span className="block text-slate-700">{booking.contact.email}</span>
          {/* Left to right inside the line, which keeps to the page's side in Arabic. */}
          <span className="block text-slate-700">
            <span dir="ltr">{booking.contact.phone}</span>
          </span>
        </dd>
      </div>
      {booking.specialRequests && (
        <div className={row}>
          <dt className="font-medium text-slate-600">{labels.specialRequests}</dt>
          <dd className="whitespace-pre-line">{booking.specialRequests}</dd>
        </div>
      )}
    </>
  );
}

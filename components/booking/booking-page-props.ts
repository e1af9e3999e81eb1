/** What a booking page takes from the agency: whether visitors may book, and its currency. */
export interface BookingPageProps {
  /** The agency lets visitors book without signing in (SPEC §6). */
  allowNonLoginFlow: boolean;
  agencyDefaultCurrency: string | null;
}

import type { Client } from "@/lib/api/queries/bookings";

/**
 * The client an agent books for, kept per offer for this tab: picked on the flight passengers'
 * page (where the client's travellers fill the passengers), it is still picked at the checkout.
 */
const key = (offerId: string) => `checkout-client:${offerId}`;

export function readPickedClient(offerId: string): Client | null {
  if (typeof window === "undefined") return null;
  try {
    const client = JSON.parse(sessionStorage.getItem(key(offerId)) ?? "null") as Client | null;
    return client && typeof client.id === "string" ? client : null;
  } catch {
    return null;
  }
}

type ContactField = "firstName" | "lastName" | "email" | "phone" | "country";

/** Fills a form's contact in with the client's: the name and email, the phone and country if known. */
export function fillContact(
  setValue: (name: `contact.${ContactField}`, value: string) => void,
  client: Client,
) {
  setValue("contact.firstName", client.firstName);
  setValue("contact.lastName", client.lastName);
  setValue("contact.email", client.email);
  if (client.phone) setValue("contact.phone", client.phone);
  if (client.country) setValue("contact.country", client.country);
}

export function writePickedClient(offerId: string, client: Client | null) {
  if (client) sessionStorage.setItem(key(offerId), JSON.stringify(client));
  else sessionStorage.removeItem(key(offerId));
}

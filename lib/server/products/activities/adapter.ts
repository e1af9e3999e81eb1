import "server-only";
import {
  ACTIVITY_ERRORS,
  travellerTypesInOrder,
  type ActivityOfferSnapshot,
} from "@/lib/contract/activities";
import type { ActivityResult } from "../../inventory/activities/supplier";
import { markupOnEach } from "../../inventory/money";
import { refuse, supplierSteps } from "../kit/supplier-steps";
import type { ProductAdapter } from "../kit/types";
import { checkActivityOffer, describeActivityOffer } from "./search";

const activityOf = (offer: unknown) => offer as ActivityOfferSnapshot;

/**
 * An activity's travellers: the lead alone, or everyone in the order adults, children, seniors
 * when the option needs every name; the option's questions answered. A ticket a traveller.
 */
export const activityAdapter: ProductAdapter = {
  check: (query, offerId) => checkActivityOffer(query as never, offerId),
  describe: (query, offerId, activity, markup) =>
    describeActivityOffer(query as never, offerId, activity as ActivityResult, markup),
  /** Each ticket carries the markup, as the details page priced each traveller. */
  bookingMarkup: markupOnEach,
  /** The tickets by traveller type, each type's price for one as the details page showed it. */
  priceParts(snapshot) {
    const offer = activityOf(snapshot);
    const counts = {
      adult: offer.travellers.adults,
      child: offer.travellers.children,
      senior: offer.travellers.seniors,
    };
    return offer.prices
      .filter((p) => counts[p.type] > 0)
      .map((p) => ({ kind: p.type, count: counts[p.type], weight: p.unitUsd * counts[p.type] }));
  },
  checkTravellers(snapshot, travellers, _now, answers = {}) {
    const offer = activityOf(snapshot);
    const types = travellerTypesInOrder(offer.travellers);
    if (offer.namesRequired) {
      if (travellers.length !== types.length || travellers.some((t, i) => t.unit !== i)) {
        refuse("travellers", ACTIVITY_ERRORS.everyTraveller);
      }
      travellers.forEach((t, i) => {
        if (t.type !== types[i]) refuse(`travellers.${i}.type`, ACTIVITY_ERRORS.travellerType);
      });
    } else if (travellers.length !== 1 || travellers[0]!.unit !== 0) {
      refuse("travellers", ACTIVITY_ERRORS.leadOnly);
    } else if (
      travellers[0]!.type &&
      travellers[0]!.type !== "adult" &&
      travellers[0]!.type !== "senior"
    ) {
      refuse("travellers.0.type", ACTIVITY_ERRORS.travellerType);
    }
    for (const id of Object.keys(answers)) {
      if (!offer.questions.some((q) => q.id === id))
        refuse(`answers.${id}`, ACTIVITY_ERRORS.unknownQuestion);
    }
    for (const q of offer.questions) {
      if (q.required && !answers[q.id]?.trim())
        refuse(`answers.${q.id}`, ACTIVITY_ERRORS.answerRequired);
    }
  },
  startsOn: (offer) => activityOf(offer).date,
  endsOn: (offer) => activityOf(offer).date,
  title: (offer) => activityOf(offer).title,
  /** A ticket a participant, whether or not each was named. */
  ticketCount: (offer) => travellerTypesInOrder(activityOf(offer).travellers).length,
  /** One ticket a participant, named when every traveller was. */
  tickets(snapshot, numbers, travellers) {
    const offer = activityOf(snapshot);
    return travellerTypesInOrder(offer.travellers).map((type, i) => {
      const holder = offer.namesRequired ? travellers.find((t) => t.position === i) : undefined;
      return {
        number: numbers[i] ?? "",
        type,
        holder: holder ? `${holder.firstName} ${holder.lastName}` : null,
      };
    });
  },
  ...supplierSteps("activities"),
};

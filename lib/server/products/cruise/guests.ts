import "server-only";
import { differenceInYears, parseISO } from "date-fns";
import type { Traveller } from "@/lib/contract/booking";
import {
  CRUISE_ADULT_MIN_AGE,
  CRUISE_CHILD_MAX_AGE,
  CRUISE_ERRORS,
  CRUISE_INFANT_MAX_AGE,
  DINING_TIMES,
  guestTypesInOrder,
  type CruiseGuestType,
  type CruiseOfferSnapshot,
} from "@/lib/contract/cruise";
import { refuse } from "../kit/supplier-steps";
import type { Answers } from "../kit/types";

/**
 * A cruise's guests, as the line's manifest needs them (issue 27): every guest of the cabin named
 * in the order adults, children, infants (`unit` their place from 0), the lead an adult, each with
 * a date of birth, a nationality and a passport.
 *
 * - Ages are whole years (date-fns): an adult is 18 or over on the day the ship sails; a child 2
 *   to 17 and an infant under 2 on the day it is back. A guest of 17 who turns 18 on board is
 *   therefore neither an adult nor a child; the lines book such a guest by hand.
 * - A date of birth after today is no date of birth.
 * - The passport must still be valid the day after the ship is back: one that expires on the
 *   return date or before is refused.
 * - The checkout answers one question, the dining time, one of DINING_TIMES; no other.
 *
 * The first mistake is a 400 naming its field (`travellers.2.dateOfBirth`), in CRUISE_ERRORS'
 * words, which the checkout translates.
 */

type Sailing = Pick<CruiseOfferSnapshot, "departureDate" | "returnDate" | "guests">;

/** Whole years from `birth` to `on`, both `YYYY-MM-DD`. */
const ageOn = (birth: string, on: string) => differenceInYears(parseISO(on), parseISO(birth));

/** Whether a guest born on `birth` is of `type` on this sailing. */
function ageFits(type: CruiseGuestType, birth: string, offer: Sailing): boolean {
  if (type === "adult") return ageOn(birth, offer.departureDate) >= CRUISE_ADULT_MIN_AGE;
  const age = ageOn(birth, offer.returnDate);
  if (type === "child") return age > CRUISE_INFANT_MAX_AGE && age <= CRUISE_CHILD_MAX_AGE;
  return age >= 0 && age <= CRUISE_INFANT_MAX_AGE;
}

const AGE_ERRORS = {
  adult: CRUISE_ERRORS.adultAge,
  child: CRUISE_ERRORS.childAge,
  infant: CRUISE_ERRORS.infantAge,
} as const;

/** One guest's papers: born, of the type's age, of a country, with a passport valid long enough. */
function checkGuest(
  guest: Traveller,
  i: number,
  type: CruiseGuestType,
  offer: Sailing,
  today: string,
) {
  const at = (field: keyof Traveller) => `travellers.${i}.${field}`;
  const birth = guest.dateOfBirth;
  if (!birth || birth > today) refuse(at("dateOfBirth"), CRUISE_ERRORS.dateOfBirth);
  if (!ageFits(type, birth!, offer)) refuse(at("dateOfBirth"), AGE_ERRORS[type]);
  if (!guest.nationality) refuse(at("nationality"), CRUISE_ERRORS.nationality);
  if (!guest.passportNumber?.trim()) refuse(at("passportNumber"), CRUISE_ERRORS.passport);
  // ISO dates compare as text: valid beyond the last day means expiring after it.
  if (!guest.passportExpiry || guest.passportExpiry <= offer.returnDate) {
    refuse(at("passportExpiry"), CRUISE_ERRORS.passportExpiry);
  }
}

/** The cabin's guests and the checkout's answers, as the module's doc comment says; throws a 400. */
export function checkCruiseGuests(
  offer: Sailing,
  travellers: readonly Traveller[],
  now: Date,
  answers: Answers = {},
): void {
  const types = guestTypesInOrder(offer.guests);
  if (travellers.length !== types.length || travellers.some((t, i) => t.unit !== i)) {
    refuse("travellers", CRUISE_ERRORS.everyGuest);
  }
  if (travellers[0]!.type !== "adult") refuse("travellers.0.type", CRUISE_ERRORS.leadAdult);
  travellers.forEach((t, i) => {
    if (t.type !== types[i]) refuse(`travellers.${i}.type`, CRUISE_ERRORS.guestType);
  });
  const today = now.toISOString().slice(0, 10);
  travellers.forEach((t, i) => checkGuest(t, i, types[i]!, offer, today));
  const dining = answers.diningTime;
  if (!dining || !(DINING_TIMES as readonly string[]).includes(dining)) {
    refuse("answers.diningTime", CRUISE_ERRORS.diningTime);
  }
  for (const id of Object.keys(answers)) {
    if (id !== "diningTime") refuse(`answers.${id}`, "a cruise asks only for a dining time");
  }
}

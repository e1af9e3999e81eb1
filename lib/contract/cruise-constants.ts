/**
 * Constants of the cruise contract that pages need at run time, apart from the zod schemas:
 * importing them from cruise.ts would put zod in the checkout's first load.
 */

/** The main dining room's sittings a guest chooses at checkout (the checkout's `diningTime` answer). */
export const DINING_TIMES = ["early", "late", "anytime"] as const;
export type DiningTime = (typeof DINING_TIMES)[number];
export const CRUISE_GUEST_TYPES = ["adult", "child", "infant"] as const;
export type CruiseGuestType = (typeof CRUISE_GUEST_TYPES)[number];

/** The guests' rules, said in sentences the browser translates (`CruiseErrors`). */
export const CRUISE_ERRORS = {
  everyGuest: "name every guest of the cabin, adults first, then children, then infants",
  leadAdult: "the lead guest must be an adult",
  guestType: "each guest's type must match the cabin's adults, children and infants",
  dateOfBirth: "give each guest's date of birth",
  adultAge: "an adult is 18 or over on the day the cruise sails",
  childAge: "a child is 2 to 17 on the last day of the cruise",
  infantAge: "an infant is under 2 on the last day of the cruise",
  nationality: "give each guest's nationality",
  passport: "give each guest's passport number",
  passportExpiry: "each guest's passport must be valid beyond the cruise's last day",
  diningTime: "choose a dining time: early, late or anytime",
} as const;
export type CruiseErrorKey = keyof typeof CRUISE_ERRORS;

/** Guest types in the order guests are named: adults, children, infants. */
export function guestTypesInOrder(g: {
  adults: number;
  children: number;
  infants: number;
}): CruiseGuestType[] {
  return [
    ...Array<CruiseGuestType>(g.adults).fill("adult"),
    ...Array<CruiseGuestType>(g.children).fill("child"),
    ...Array<CruiseGuestType>(g.infants).fill("infant"),
  ];
}

/**
 * Constants of the car and activity contracts that pages need at run time, apart from the zod
 * schemas: importing them from cars.ts or activities.ts would put zod in every checkout's first
 * load (the booking facts show every product).
 */

/** Drivers under this age pay the young-driver surcharge. */
export const YOUNG_DRIVER_AGE = 25;

/** Questions an option may ask at checkout, by id; the pages translate their labels. */
export const ACTIVITY_QUESTIONS = ["pickupHotel", "dietary", "mobileNumber"] as const;
export type ActivityQuestionId = (typeof ACTIVITY_QUESTIONS)[number];

/** Every answer a checkout may send (a booking's `answers`): the activities' and a cruise's dining time. */
export const CHECKOUT_QUESTIONS = [...ACTIVITY_QUESTIONS, "diningTime"] as const;
export type CheckoutQuestionId = (typeof CHECKOUT_QUESTIONS)[number];

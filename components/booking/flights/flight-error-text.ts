"use client";

import { useTranslations } from "next-intl";
import type { FlightErrorKey } from "@/lib/contract/flights";
import { errorKeyGuard, type ErrorKeys } from "../error-keys";

/**
 * Every key of the contract's FLIGHT_ERRORS, named here so that the messages `FlightErrors.<key>`
 * are looked up through a checked map (the type fails when the contract gains a key).
 */
const FLIGHT_ERROR_KEYS: ErrorKeys<FlightErrorKey> = {
  tooManySeats: "tooManySeats",
  tooManyInfants: "tooManyInfants",
  atLeastOneAdult: "atLeastOneAdult",
  nameLetters: "nameLetters",
  required: "required",
  dateOfBirth: "dateOfBirth",
  bornInFuture: "bornInFuture",
  notAnAdult: "notAnAdult",
  notAChild: "notAChild",
  notAnInfant: "notAnInfant",
  passportNumber: "passportNumber",
  passportExpired: "passportExpired",
  passengerTypes: "passengerTypes",
  legsInOrder: "legsInOrder",
  sameAirport: "sameAirport",
  legCount: "legCount",
  roundTripReturn: "roundTripReturn",
};

export const isFlightErrorKey = errorKeyGuard(FLIGHT_ERROR_KEYS);

/**
 * The text of a passenger form error: the translation of a contract message (the resolver puts
 * its key in place of the sentence), or a generic "check this field" for anything else.
 */
export function useFlightErrorText() {
  const t = useTranslations("FlightErrors");
  const p = useTranslations("FlightPassengers");
  return (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    return isFlightErrorKey(message) ? t(FLIGHT_ERROR_KEYS[message]) : p("invalidField");
  };
}

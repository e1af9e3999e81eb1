"use client";

import { useTranslations } from "next-intl";
import type { ActivityErrorKey } from "@/lib/contract/activities";
import type { ErrorKeys } from "../error-keys";

/**
 * Every key of the contract's ACTIVITY_ERRORS, named here so that the messages
 * `ActivityErrors.<key>` are looked up through a checked map (the type fails when the contract
 * gains a key). The checkout's own checks (activity-logic.ts) answer these keys.
 */
const ACTIVITY_ERROR_KEYS: ErrorKeys<ActivityErrorKey> = {
  leadOnly: "leadOnly",
  everyTraveller: "everyTraveller",
  travellerType: "travellerType",
  answerRequired: "answerRequired",
  unknownQuestion: "unknownQuestion",
};

/** The translation of a contract error key, or nothing when there is no error. */
export function useActivityErrorText() {
  const t = useTranslations("ActivityErrors");
  return (key: ActivityErrorKey | undefined): string | undefined =>
    key === undefined ? undefined : t(ACTIVITY_ERROR_KEYS[key]);
}

"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { CarErrorKey } from "@/lib/contract/cars";
import { errorKeyGuard, type ErrorKeys } from "../error-keys";

/**
 * Every key of the contract's CAR_ERRORS, named here so that the messages `CarErrors.<key>` are
 * looked up through a checked map (the type fails when the contract gains a key).
 */
const CAR_ERROR_KEYS: ErrorKeys<CarErrorKey> = {
  oneDriver: "oneDriver",
  ageMismatch: "ageMismatch",
  ageOutOfRange: "ageOutOfRange",
  licenceCountry: "licenceCountry",
  flightNumber: "flightNumber",
};

export const isCarErrorKey = errorKeyGuard(CAR_ERROR_KEYS);

/**
 * The key of the contract sentence an API message says: the sentence itself, or the sentence
 * after the field it is about ("travellers.0.age: the driver's age must be…"); null for others.
 */
export function carErrorKey(
  message: string,
  sentences: Readonly<Record<CarErrorKey, string>>,
): CarErrorKey | null {
  for (const key of Object.keys(CAR_ERROR_KEYS) as CarErrorKey[]) {
    const sentence = sentences[key];
    if (message === sentence || message.endsWith(`: ${sentence}`)) return key;
  }
  return null;
}

/**
 * The car rules' texts in the page language: `text(key)` for a rule the page checks itself, and
 * `message(apiMessage)` for what the API answered, translated when it is one of the contract's
 * sentences (the contract, with zod, loads after the page) and as the API said it otherwise.
 */
export function useCarErrorText() {
  const t = useTranslations("CarErrors");
  const [sentences, setSentences] = useState<Readonly<Record<CarErrorKey, string>> | null>(null);
  useEffect(() => {
    let live = true;
    void import("@/lib/contract/cars").then(({ CAR_ERRORS }) => {
      if (live) setSentences(CAR_ERRORS);
    });
    return () => {
      live = false;
    };
  }, []);
  const text = (key: CarErrorKey) => t(CAR_ERROR_KEYS[key]);
  return {
    text,
    message: (apiMessage: string) => {
      const key = sentences ? carErrorKey(apiMessage, sentences) : null;
      return key ? text(key) : apiMessage;
    },
  };
}

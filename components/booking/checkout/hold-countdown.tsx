"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { countdown } from "./checkout-logic";

/**
 * The time left on the room's hold. The clock ticks every second for the eye; a screen reader is
 * told politely once a minute (a per-second live region would talk over everything else).
 */
export function HoldCountdown({ expiresAt, onExpire }: { expiresAt: string; onExpire(): void }) {
  const t = useTranslations("Checkout");
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  const left = countdown(end - now);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left.over && !expired.current) {
      expired.current = true;
      onExpire();
    }
  }, [left.over, onExpire]);

  return (
    <div className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
      <span>{t("holdFor")}</span>
      <span role="timer" aria-hidden="true" className="font-mono text-lg font-bold tabular-nums">
        {left.text}
      </span>
      {/* Changes only when the minute does, so it is announced once a minute. */}
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {t("minutesLeft", { minutes: left.minutes })}
      </span>
    </div>
  );
}

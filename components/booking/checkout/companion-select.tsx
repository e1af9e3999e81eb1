"use client";

import { useId } from "react";
import { describedBy, FieldFrame } from "@/components/ui/form";
import type { CompanionsResponse } from "@/lib/contract/flights";
import { CONTROL } from "./guest-fields";

export type Companion = CompanionsResponse["companions"][number];

/**
 * A saved traveller (the user's companions, or an agent's client's travellers) that fills in one
 * passenger or guest; shown only when there is someone to choose.
 */
export function CompanionSelect({
  companions,
  label,
  hint,
  placeholder,
  onPick,
  className = "space-y-1 sm:col-span-2",
}: {
  companions: Companion[];
  label: string;
  hint: string;
  placeholder: string;
  onPick(companion: Companion): void;
  className?: string;
}) {
  const id = useId();
  if (companions.length === 0) return null;
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      <select
        id={id}
        className={CONTROL}
        aria-describedby={describedBy(id, { hint })}
        value=""
        onChange={(e) => {
          const picked = companions[Number(e.target.value)];
          if (picked) onPick(picked);
        }}
      >
        <option value="">{placeholder}</option>
        {companions.map((c, n) => (
          <option key={n} value={n}>
            {`${c.firstName} ${c.lastName} (${c.dateOfBirth})`}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

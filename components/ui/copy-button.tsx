"use client";

import { useState } from "react";

/** Copies `text` to the clipboard; its label says so once done. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  className,
  "aria-label": ariaLabel,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  className: string;
  "aria-label"?: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
    >
      {copied ? copiedLabel : label}
    </button>
  );
}

"use client";

import { useId, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from "react";
import type { usePopover } from "./use-popover";

/**
 * A popover field's button, under its label: what is chosen (`children`, its accessible name
 * with the label), red while `errorId` names an error shown below.
 */
export function PopoverTrigger({
  id,
  label,
  open,
  controls,
  dialog = false,
  errorId,
  buttonRef,
  onClick,
  valueClassName,
  children,
}: {
  /** The prefix of the label's and the value's ids. */
  id: string;
  label: string;
  open: boolean;
  controls: string | undefined;
  /** The popover is a dialog (a calendar). */
  dialog?: boolean;
  errorId: string | undefined;
  buttonRef?: Ref<HTMLButtonElement>;
  onClick(e: MouseEvent<HTMLButtonElement>): void;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <span id={`${id}-label`} className="block text-sm font-medium">
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup={dialog ? "dialog" : undefined}
        aria-expanded={open}
        aria-controls={controls}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={errorId}
        onClick={onClick}
        className={`block w-full truncate rounded-lg border bg-white px-3 py-2 text-start ${errorId ? "border-red-600" : "border-slate-300"}`}
      >
        <span id={`${id}-value`} className={valueClassName}>
          {children}
        </span>
      </button>
    </>
  );
}

/**
 * A search field whose choices sit in a popover (the hotel guests, the flight passengers): its
 * label, a button that sums the choice up and opens the panel, the error, and the panel with its
 * "Done" button, which closes it and gives focus back.
 */
export function PopoverField({
  popover,
  label,
  summary,
  error,
  panelClassName,
  doneLabel,
  children,
}: {
  popover: ReturnType<typeof usePopover>;
  label: string;
  summary: string;
  error?: string;
  /** The panel's size and spacing. */
  panelClassName: string;
  doneLabel: string;
  children: ReactNode;
}) {
  const id = useId();
  const { open, setOpen, box, button, close, onKeyDown } = popover;
  return (
    <div ref={box} className="relative space-y-1">
      <PopoverTrigger
        id={id}
        label={label}
        open={open}
        controls={`${id}-panel`}
        errorId={error ? `${id}-error` : undefined}
        buttonRef={button}
        onClick={() => setOpen((o) => !o)}
      >
        {summary}
      </PopoverTrigger>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div
        id={`${id}-panel`}
        hidden={!open}
        onKeyDown={onKeyDown}
        className={`absolute end-0 top-full z-30 mt-2 max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl ${panelClassName}`}
      >
        {children}
        <button
          type="button"
          onClick={close}
          className="w-full rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
        >
          {doneLabel}
        </button>
      </div>
    </div>
  );
}

/** What a calendar shows while it loads (react-day-picker loads when a calendar first opens). */
export function CalendarLoading() {
  return <div className="h-80 w-72 animate-pulse rounded-lg bg-slate-100" />;
}

/** A date field's calendar: a dialog under the field, named by `label`; `onKeyDown` closes it. */
export function CalendarDialog({
  id,
  label,
  onKeyDown,
  children,
}: {
  id: string;
  label: string;
  onKeyDown(e: KeyboardEvent): void;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role="dialog"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="absolute start-0 top-full z-30 mt-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl"
    >
      {children}
    </div>
  );
}

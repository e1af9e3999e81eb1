"use client";

import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { describedBy, FieldFrame } from "./form";

const DEBOUNCE_MS = 250;

export interface Suggestions<T> {
  options: T[];
  isError: boolean;
  isFetching: boolean;
}

/**
 * An autosuggest combobox (ARIA 1.2 pattern): what is typed is asked for after a pause, the
 * suggestions are a listbox the arrow keys move through, Enter or a click chooses one, Escape
 * closes it. The field's text is its parent's, which clears its chosen value on typing, so only
 * a suggestion picked from the list can be searched. `useOptions` is a hook (called on every
 * render with the settled text): the hotel destination, the airports of a flight search.
 */
export function Autosuggest<T>({
  label,
  placeholder,
  error,
  text,
  onType,
  useOptions,
  onChoose,
  optionKey,
  renderOption,
  optionClassName = () => "px-3",
  messages,
  className = "relative space-y-1",
}: {
  label: string;
  placeholder: string;
  error?: string;
  text: string;
  onType(text: string): void;
  useOptions(key: string): Suggestions<T>;
  onChoose(option: T): void;
  optionKey(option: T): string;
  renderOption(option: T): ReactNode;
  /** The option's inline padding (an option under a group is indented). */
  optionClassName?(option: T): string;
  messages: { failed: string; searching: string; none: string };
  className?: string;
}) {
  const id = useId();
  const [key, setKey] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setKey(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // Asked only while the list is open: a field filled from the address (the results page's
  // search) asks nothing until the visitor types or opens it.
  const { options, isError, isFetching } = useOptions(open ? key : "");
  const showList = open && key.trim().length >= 2;
  const inputId = `${id}-input`;
  const listId = `${id}-list`;

  function choose(option: T) {
    onChoose(option);
    setOpen(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (options.length)
        setActive((i) => (i + (e.key === "ArrowDown" ? 1 : -1) + options.length) % options.length);
    } else if (e.key === "Enter" && showList && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  }

  return (
    <FieldFrame id={inputId} label={label} error={error} className={className}>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && options[active] ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { error })}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          onType(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600"
      />
      {showList && (
        <div className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 min-w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg">
          {isError ? (
            <p role="alert" className="p-3 text-sm text-red-700">
              {messages.failed}
            </p>
          ) : isFetching && !options.length ? (
            <p className="p-3 text-sm text-slate-600">{messages.searching}</p>
          ) : !options.length ? (
            <p className="p-3 text-sm text-slate-600">{messages.none}</p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={label}>
            {options.map((option, i) => (
              <li
                key={optionKey(option)}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                // Before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
                className={`flex cursor-pointer items-baseline gap-2 py-2 pe-3 text-sm aria-selected:bg-slate-100 ${optionClassName(option)}`}
              >
                {renderOption(option)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </FieldFrame>
  );
}

import {
  useId,
  type FormHTMLAttributes,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import { useHydrated } from "@/lib/ui/use-browser-value";

/**
 * Form pieces every feature shares. A control is named by its label, and its hint and error are
 * tied to it (aria-describedby) so that a screen reader reads them with it; focus rings come from
 * the global :focus-visible rule, so nothing here removes outlines.
 */

/** A form field's value as text; a field the form does not have reads as empty. */
export function formText(form: FormData, name: string): string {
  return String(form.get(name) ?? "");
}

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The aria-describedby of control `id`: its hint and its error, each only while shown. */
export function describedBy(
  id: string,
  { hint, error }: { hint?: ReactNode; error?: ReactNode },
): string | undefined {
  return [hint && hintId(id), error && errorId(id)].filter(Boolean).join(" ") || undefined;
}

/**
 * A label, the control it names (`id`), then the control's hint and error. Use it directly for
 * a control with its own layout; `Field` and `TextArea` are the plain cases.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className = "space-y-1",
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface Labelled {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled input whose error is announced and tied to it (its `id` given when a check focuses it). */
export function Field({
  label,
  error,
  hint,
  id: givenId,
  ...input
}: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 aria-invalid:border-red-600"
        {...input}
      />
    </FieldFrame>
  );
}

/** A labelled text area (HTML and longer texts), with the same hint and error as `Field`. */
export function TextArea({
  label,
  error,
  hint,
  ...input
}: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm aria-invalid:border-red-600"
        {...input}
      />
    </FieldFrame>
  );
}

/**
 * The form's submit button: disabled until hydrated, and disabled and marked busy while its
 * request is pending. `className` sizes and places it (full width by default). Pressing it does
 * not take the focus from the field being edited: that field's blur would show its error above
 * the button and move the button from under the pointer before the click, so the form would not
 * be sent. Submitting checks every field anyway.
 */
export function SubmitButton({
  busy,
  disabled = false,
  className = "w-full px-4 py-2.5",
  children,
}: {
  busy: boolean;
  /** Disabled for another reason than its own request (another one pending, an invalid field). */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  // Until React takes over, a click would send the form as a plain GET with every field (a
  // password, a card holder's name) in the address.
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || disabled || !hydrated}
      aria-busy={busy}
      onMouseDown={(e) => e.preventDefault()}
      className={`rounded-lg bg-brand font-semibold text-white hover:opacity-90 disabled:opacity-60 ${className}`}
    >
      {children}
    </button>
  );
}

/** A form's outcome: an error is announced at once (alert), a success politely (status). */
export function Alert({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg px-3 py-2 text-sm ${tone === "error" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-800"}`}
    >
      {children}
    </div>
  );
}

const CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

type FormSectionProps = { heading: ReactNode; className?: string; children: ReactNode } & (
  | ({ as?: "section" } & Omit<HTMLAttributes<HTMLElement>, "children" | "className">)
  | ({ as: "form" } & Omit<FormHTMLAttributes<HTMLFormElement>, "children" | "className">)
);

/**
 * A card of a settings page, named by its own heading (h2): a group of forms (`section`), or one
 * form saved on its own (`as="form"`).
 */
export function FormSection(props: FormSectionProps) {
  const headingId = `${useId()}-heading`;
  const heading = (
    <h2 id={headingId} className="mb-4 text-lg font-semibold">
      {props.heading}
    </h2>
  );
  if (props.as === "form") {
    const { as, heading: _, className, children, ...form } = props;
    return (
      <form
        {...form}
        aria-labelledby={headingId}
        className={className ? `${CARD} ${className}` : CARD}
      >
        {heading}
        {children}
      </form>
    );
  }
  const { as, heading: _, className, children, ...section } = props;
  return (
    <section
      {...section}
      aria-labelledby={headingId}
      className={className ? `${CARD} ${className}` : CARD}
    >
      {heading}
      {children}
    </section>
  );
}

import type { ComponentProps } from "react";

/**
 * The booking pages' two kinds of plain button (`type="button"` unless told): the step's main
 * action, solid in the agency's colour, and a quieter one that reads as a link. `className` adds
 * the button's place, size and states to the look.
 */

/** A solid button in the agency's colour; also the look of a link that acts as one. */
export const BRAND_BUTTON = "rounded-lg bg-brand px-4 py-2 font-semibold text-white";

const LINK_BUTTON = "text-brand underline";

const withClasses = (look: string, className: string | undefined) =>
  className ? `${className} ${look}` : look;

/** The step's main action: try again, hold again, accept the new price. */
export function BrandButton({ className, ...button }: ComponentProps<"button">) {
  return <button type="button" {...button} className={withClasses(BRAND_BUTTON, className)} />;
}

/** A button that reads as a link: clear the filters, change the client, a new search. */
export function LinkButton({ className, ...button }: ComponentProps<"button">) {
  return <button type="button" {...button} className={withClasses(LINK_BUTTON, className)} />;
}

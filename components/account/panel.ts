/** The card the account pages' panels sit in, for server and client components alike. */
export const PANEL = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** A contract's error keys, each named by itself (the type fails when the contract gains one). */
export type ErrorKeys<Key extends string> = { readonly [K in Key]: K };

/** Whether a text is one of a contract's error keys (a form resolver puts the key in a message). */
export const errorKeyGuard =
  <Key extends string>(keys: ErrorKeys<Key>) =>
  (text: string): text is Key =>
    Object.hasOwn(keys, text);

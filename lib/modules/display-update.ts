/**
 * What a module may change of the state the host shares (SPEC §4: a user-updated or
 * agency-updated event is stored and forwarded). A module is another party's script: it may
 * correct what is displayed (a name, a photo, a logo) for the other modules, but never what the
 * server decides — who the user is and may do (id, userType, isTravelAgent, isRestrictedAgent,
 * credits, email), or the agency's identity and rules (id, subdomain, status, subscription,
 * non-login flow, payment gateway, return URL, analytics ids that go into scripts). An update
 * may repeat such a field unchanged (a module sending back the whole profile it was given with
 * one name changed); changing one refuses the whole update.
 */

type Json = Record<string, unknown>;
export type Patch = Json;

export const EDITABLE_AGENCY_FIELDS: ReadonlySet<string> = new Set([
  "agencyName",
  "logo",
  "logoMobile",
  "favicon",
  "primaryColor",
  "metaData",
  "contactPhoneNumber",
  "contactEmailId",
  "addressLine1",
  "city",
  "state",
  "country",
  "zipCode",
  "socialLinks",
]);

export const EDITABLE_USER_FIELDS: ReadonlySet<string> = new Set([
  "personal_info.first_name",
  "personal_info.last_name",
  "personal_info.profile_image",
  "language",
]);

const isObject = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Equal as JSON values, whatever the order of their keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]))
    );
  }
  return false;
}

/** The editable part of `update` as a patch, or the first field it would change that it may not. */
export function displayPatch(
  current: Json,
  update: Json,
  editable: ReadonlySet<string>,
  prefix = "",
): { patch: Patch } | { refused: string } {
  const patch: Patch = {};
  for (const [key, value] of Object.entries(update)) {
    const path = prefix + key;
    const now = current[key];
    if (editable.has(path)) {
      // Only what changes: a field repeated as it is stays the server's, and follows it.
      if (!sameValue(value, now)) patch[key] = value;
      continue;
    }
    const inside = [...editable].some((p) => p.startsWith(`${path}.`));
    if (inside && isObject(value) && isObject(now)) {
      const nested = displayPatch(now, value, editable, `${path}.`);
      if ("refused" in nested) return nested;
      if (Object.keys(nested.patch).length) patch[key] = nested.patch;
      continue;
    }
    if (!sameValue(value, now)) return { refused: path };
  }
  return { patch };
}

/** `current` with `patch` laid over it, objects merged field by field; neither is changed. */
export function applyPatch<T extends Json>(current: T, patch: Patch): T {
  const next: Json = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    const now = next[key];
    // A nested patch (personal_info) merges; an editable field's whole value (metaData) replaces.
    next[key] =
      isObject(value) && isObject(now) && isNestedPatch(key) ? applyPatch(now, value) : value;
  }
  return next as T;
}

const NESTED = new Set(
  [...EDITABLE_USER_FIELDS, ...EDITABLE_AGENCY_FIELDS].flatMap((p) =>
    p.includes(".") ? [p.slice(0, p.indexOf("."))] : [],
  ),
);
const isNestedPatch = (key: string) => NESTED.has(key);

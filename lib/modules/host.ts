import * as z from "zod";
import type { PaymentGateway } from "@/lib/api/queries/payment-gateway";
import { publicAgency, type PublicAgency } from "@/lib/contract/agency";
import type { CountryEntry } from "@/lib/contract/currency";
import { userProfile, type UserProfile } from "@/lib/contract/user";
import {
  EDITABLE_AGENCY_FIELDS,
  EDITABLE_USER_FIELDS,
  applyPatch,
  displayPatch,
  type Patch,
} from "./display-update";
import {
  HOST_CHANNEL,
  MODULE_CHANNEL,
  MODULE_EVENTS,
  type HostMessage,
  type ModuleEventType,
  type SharedState,
} from "./protocol";

/** Where the host reads the page's state: the page's data cache in the browser, fakes in tests. */
export interface HostSources {
  agency(): Promise<PublicAgency>;
  countries(): Promise<CountryEntry[]>;
  exchangeRates(): Promise<Record<string, number>>;
  /** The currency prices show in, as the header's picker decides it, and the country chosen with it. */
  selectedCurrency(
    agencyDefault: string | null,
    entries: CountryEntry[],
  ): Promise<{ currency: string; country: string | null }>;
  /** The visitor's own profile, null when signed out. */
  user(): Promise<UserProfile | null>;
  paymentGateway(): Promise<PaymentGateway>;
  loadModule(url: string, expose: string | null): Promise<void>;
}

// Texts a module reads in the state (SPEC §4, §8); developer-facing, so in English.
const COUNTRIES_FAILED = "Something went wrong.";
const RATES_FAILED = "Failed to fetch exchange rates";
const GATEWAY_FAILED = "Failed to load the payment gateway";

const message = z.object({
  type: z.string().min(1).max(100),
  payload: z.unknown().optional(),
  source: z.string().max(100).optional(),
});
// Both schemas are the contract's strict ones made partial: a field the contract does not know is
// refused, as a field of the wrong type is, before displayPatch decides what may change.
const agencyUpdate = publicAgency.partial();
const userUpdate = userProfile
  .partial()
  .extend({ personal_info: userProfile.shape.personal_info.partial().optional() });
const loadModule = z.object({
  url: z.string().min(1).max(2048),
  /** The global name the script defines its module under (loadRemoteComponent). */
  expose: z
    .string()
    .regex(/^[A-Za-z_$][\w$]{0,99}$/)
    .optional(),
});

const isKnown = (type: string): type is ModuleEventType =>
  (MODULE_EVENTS as readonly string[]).includes(type);

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

async function settle<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await promise };
  } catch {
    return { ok: false };
  }
}

/**
 * Listens for module messages on `target` (the window) and answers on the same target; answers
 * `ready` at once, so a module that loaded first knows when to ask. Returns the function that
 * stops it.
 */
export function startModuleHost(options: {
  target: EventTarget;
  sources: HostSources;
  /** The page's address, against which a module's URL is read. */
  baseUrl: string;
  log?: Pick<Console, "warn" | "error">;
}): () => void {
  const { target, sources, baseUrl, log = console } = options;
  let stopped = false;
  // What modules changed, kept apart from what the server said and laid over it when shared: the
  // page's own data cache (header, menus, prices) keeps mirroring the server, so a module can
  // make neither the page nor the API think anything (see display-update.ts), and once the
  // server's data changes the patch still applies to the new data rather than hiding it.
  let agencyPatch: Patch = {};
  // A user's patch is for that user: a visitor has no profile for a module to make up, and
  // whoever signs in next starts from the server's.
  let userPatch: { id: string; patch: Patch } | null = null;
  // Updates and state requests in the order sent, so that a state asked after an update has it.
  let queue: Promise<void> = Promise.resolve();
  const inOrder = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => log.error("Module event failed", error));
  };

  const broadcast = (msg: HostMessage) => {
    if (stopped) return;
    // A copy each time, frozen: one listener can neither change what the next one receives nor
    // reach into the host's state through it.
    target.dispatchEvent(
      new CustomEvent(HOST_CHANNEL, { detail: deepFreeze(structuredClone(msg)) }),
    );
  };

  const serverUser = () => sources.user().catch(() => null);
  const withPatch = (user: UserProfile) =>
    userPatch?.id === user.id ? applyPatch(user, userPatch.patch) : user;

  async function state(): Promise<SharedState> {
    const [agency, countries, rates, user] = await Promise.all([
      settle(sources.agency()),
      settle(sources.countries()),
      settle(sources.exchangeRates()),
      serverUser(),
    ]);
    const entries = countries.ok ? countries.value : [];
    const chosen = await sources.selectedCurrency(
      agency.ok ? agency.value.defaultCurrency : null,
      entries,
    );
    const selectedCurrency =
      entries.find((e) => e.currency === chosen.currency && e.code === chosen.country) ??
      entries.find((e) => e.currency === chosen.currency) ??
      null;
    return {
      agency: agency.ok ? applyPatch(agency.value, agencyPatch) : null,
      multicurrency: {
        selectedCurrency,
        currency: chosen.currency,
        exchangeRates: rates.ok ? rates.value : null,
        error: rates.ok ? null : RATES_FAILED,
      },
      country: { enabled: entries, error: countries.ok ? null : COUNTRIES_FAILED },
      user: user && withPatch(user),
    };
  }

  function refuse(type: string, reason: string) {
    log.warn(`Module event "${type}" refused: ${reason}`);
  }

  const handlers: Record<ModuleEventType, (payload: unknown, source: string | null) => void> = {
    "request-state": () =>
      inOrder(async () => broadcast({ type: "state", payload: await state() })),

    "request-payment-gateway": () => {
      sources.paymentGateway().then(
        (gateway) => broadcast({ type: "payment-gateway", payload: { gateway, error: null } }),
        () =>
          broadcast({ type: "payment-gateway", payload: { gateway: null, error: GATEWAY_FAILED } }),
      );
    },

    "agency-updated": (payload, source) => {
      const parsed = agencyUpdate.safeParse(payload);
      if (!parsed.success) return refuse("agency-updated", z.prettifyError(parsed.error));
      inOrder(async () => {
        const agency = await sources.agency().catch(() => null);
        if (!agency) return refuse("agency-updated", "the agency could not be loaded");
        const result = displayPatch(
          applyPatch(agency, agencyPatch),
          parsed.data,
          EDITABLE_AGENCY_FIELDS,
        );
        if ("refused" in result)
          return refuse("agency-updated", `a module may not change ${result.refused}`);
        agencyPatch = applyPatch(agencyPatch, result.patch);
        broadcast({ type: "agency-updated", payload: applyPatch(agency, agencyPatch), source });
      });
    },

    "user-updated": (payload, source) => {
      const parsed = userUpdate.safeParse(payload);
      if (!parsed.success) return refuse("user-updated", z.prettifyError(parsed.error));
      inOrder(async () => {
        const user = await serverUser();
        if (!user) return refuse("user-updated", "nobody is signed in");
        const result = displayPatch(withPatch(user), parsed.data, EDITABLE_USER_FIELDS);
        if ("refused" in result)
          return refuse("user-updated", `a module may not change ${result.refused}`);
        const before = userPatch?.id === user.id ? userPatch.patch : {};
        userPatch = { id: user.id, patch: applyPatch(before, result.patch) };
        broadcast({ type: "user-updated", payload: withPatch(user), source });
      });
    },

    "load-module": (payload) => {
      const parsed = loadModule.safeParse(payload);
      if (!parsed.success) return refuse("load-module", z.prettifyError(parsed.error));
      const expose = parsed.data.expose ?? null;
      let url: URL;
      try {
        url = new URL(parsed.data.url, baseUrl);
      } catch {
        return refuse("load-module", "the URL is not valid");
      }
      if (url.protocol !== "https:" && url.protocol !== "http:")
        return refuse("load-module", "only http and https scripts are loaded");
      sources.loadModule(url.href, expose).then(
        () => broadcast({ type: "module-loaded", payload: { url: url.href, expose } }),
        (error: unknown) => {
          const text = error instanceof Error ? error.message : String(error);
          log.error(text);
          broadcast({ type: "module-failed", payload: { url: url.href, expose, message: text } });
        },
      );
    },
  };

  const listener = (event: Event) => {
    // Not `instanceof CustomEvent`: a same-origin frame's events come from its own realm.
    const parsed = message.safeParse((event as CustomEvent).detail);
    if (!parsed.success) return log.warn("Module event ignored: its detail has no type");
    const { type, payload, source } = parsed.data;
    // SPEC §4: an event the host does not know only logs a warning.
    if (!isKnown(type)) return log.warn(`Unknown module event "${type}" ignored`);
    handlers[type](payload, source ?? null);
  };

  target.addEventListener(MODULE_CHANNEL, listener);
  broadcast({ type: "ready" });
  return () => {
    stopped = true;
    target.removeEventListener(MODULE_CHANNEL, listener);
  };
}

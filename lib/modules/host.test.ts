import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicAgency } from "@/lib/contract/agency";
import type { CountryEntry } from "@/lib/contract/currency";
import type { UserProfile } from "@/lib/contract/user";
import { startModuleHost, type HostSources } from "./host";
import { HOST_CHANNEL, MODULE_CHANNEL, type HostMessage } from "./protocol";

const agency = {
  id: "8c1f6a52-7a1e-4d8e-9a39-0d6a3f0b1c11",
  agencyName: "Horizon Travel",
  subdomain: "demo",
  status: "Active",
  logo: "/assets/agencies/demo/logo.svg",
  primaryColor: "#2c7be5",
  defaultCurrency: "USD",
  allowNonLoginFlow: false,
  returnUrl: null,
  metaData: { title: "Horizon", description: "Trips", keywords: ["travel"] },
} as unknown as PublicAgency;

const entry = (name: string, code: string, currency: string) =>
  ({
    name,
    code,
    currency,
    currencyName: currency,
    emoji: "",
    unicode: "",
    image: "",
    symbol: "",
  }) as CountryEntry;
const countries = [
  entry("United States", "US", "USD"),
  entry("Germany", "DE", "EUR"),
  entry("France", "FR", "EUR"),
];

const traveller: UserProfile = {
  id: "0b0e7f4c-1d7a-4c55-8f0e-5a4f8e8c2d01",
  personal_info: {
    first_name: "Tia",
    last_name: "Traveller",
    email: "traveller@horizon.test",
    profile_image: null,
    credits: { amount: 12500, currency: "USD" },
  },
  userType: "Traveller",
  auth: { emailVerified: true, hasPassword: true },
  isTravelAgent: false,
  isRestrictedAgent: false,
  isRewardWalletEnable: true,
  language: "en",
  createdAt: "2026-01-02T10:00:00.000Z",
};

function setup(overrides: Partial<HostSources> = {}) {
  const target = new EventTarget();
  const heard: HostMessage[] = [];
  target.addEventListener(HOST_CHANNEL, (e) => heard.push((e as CustomEvent<HostMessage>).detail));
  const log = { warn: vi.fn(), error: vi.fn() };
  const sources: HostSources = {
    agency: async () => agency,
    countries: async () => countries,
    exchangeRates: async () => ({ USD: 1, EUR: 0.9 }),
    selectedCurrency: async (agencyDefault) => ({
      currency: agencyDefault ?? "USD",
      country: null,
    }),
    user: async () => null,
    paymentGateway: async () => ({ provider: "stripe", mode: "test", publishableKey: "pk_test_1" }),
    loadModule: async () => {},
    ...overrides,
  };
  const stop = startModuleHost({ target, sources, baseUrl: "http://demo.localhost/about", log });
  const send = (detail: unknown) =>
    target.dispatchEvent(new CustomEvent(MODULE_CHANNEL, { detail }));
  const next = async (type: HostMessage["type"]) => {
    await vi.waitFor(() => expect(heard.some((m) => m.type === type)).toBe(true));
    return heard.filter((m) => m.type === type).at(-1)! as HostMessage & { payload: never };
  };
  stops.push(stop);
  return { heard, log, send, next, stop };
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

type State = Extract<HostMessage, { type: "state" }>["payload"];

describe("the module-events host", () => {
  it("says it is ready as it starts", () => {
    expect(setup().heard).toEqual([{ type: "ready" }]);
  });

  it("answers request-state with the agency, currency, countries and, signed out, no user", async () => {
    const { send, next } = setup();
    send({ type: "request-state" });
    const state: State = (await next("state")).payload;
    expect(state.agency).toEqual(agency);
    expect(state.multicurrency).toEqual({
      selectedCurrency: countries[0],
      currency: "USD",
      exchangeRates: { USD: 1, EUR: 0.9 },
      error: null,
    });
    expect(state.country).toEqual({ enabled: countries, error: null });
    expect(state.user).toBeNull();
  });

  it("names the country chosen with a shared currency, and the rates' failure", async () => {
    const { send, next } = setup({
      selectedCurrency: async () => ({ currency: "EUR", country: "FR" }),
      exchangeRates: () => Promise.reject(new Error("down")),
    });
    send({ type: "request-state" });
    const { multicurrency }: State = (await next("state")).payload;
    expect(multicurrency.selectedCurrency?.name).toBe("France");
    expect(multicurrency).toMatchObject({
      exchangeRates: null,
      error: "Failed to fetch exchange rates",
    });
  });

  it("sends a frozen copy that no listener can change for the next", async () => {
    const { send, next } = setup();
    send({ type: "request-state" });
    const state: State = (await next("state")).payload;
    expect(Object.isFrozen(state.agency)).toBe(true);
    expect(() => {
      (state.agency as { agencyName: string }).agencyName = "Evil";
    }).toThrow();
  });

  it("answers request-payment-gateway with the gateway's public part", async () => {
    const { send, next } = setup();
    send({ type: "request-payment-gateway" });
    expect((await next("payment-gateway")).payload).toEqual({
      gateway: { provider: "stripe", mode: "test", publishableKey: "pk_test_1" },
      error: null,
    });
  });

  it("stores an agency-updated display change and forwards it; request-state has it after", async () => {
    const { send, next, heard } = setup();
    send({ type: "agency-updated", payload: { agencyName: "Horizon Summer" }, source: "banner" });
    const forwarded = await next("agency-updated");
    expect(forwarded).toMatchObject({
      source: "banner",
      payload: { agencyName: "Horizon Summer" },
    });
    send({ type: "request-state" });
    const state: State = (await next("state")).payload;
    expect(state.agency).toEqual({ ...agency, agencyName: "Horizon Summer" });
    expect(heard.filter((m) => m.type === "agency-updated")).toHaveLength(1);
  });

  it("refuses an agency update that changes what the server decides, or does not fit the contract", async () => {
    const { send, next, log, heard } = setup();
    send({ type: "agency-updated", payload: { subdomain: "other", agencyName: "X" } });
    send({ type: "agency-updated", payload: { allowNonLoginFlow: true } });
    send({ type: "agency-updated", payload: { primaryColor: "red" } });
    send({ type: "agency-updated", payload: { isAdmin: true } });
    // Repeating a guarded field as it is is fine.
    send({ type: "agency-updated", payload: { subdomain: "demo", logo: "/new.svg" } });
    await next("agency-updated");
    expect(heard.filter((m) => m.type === "agency-updated")).toHaveLength(1);
    expect(log.warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining("primaryColor"),
      expect.stringContaining("isAdmin"),
      'Module event "agency-updated" refused: a module may not change subdomain',
      'Module event "agency-updated" refused: a module may not change allowNonLoginFlow',
    ]);
  });

  it("never makes a signed-out visitor a user", async () => {
    const { send, next, log } = setup();
    send({ type: "user-updated", payload: { personal_info: { first_name: "Mallory" } } });
    send({ type: "request-state" });
    expect(((await next("state")).payload as State).user).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      'Module event "user-updated" refused: nobody is signed in',
    );
  });

  it("takes a signed-in user's new name, not a new role, and forwards the profile", async () => {
    const { send, next, log, heard } = setup({ user: async () => traveller });
    send({ type: "user-updated", payload: { userType: "Admin" } });
    send({
      type: "user-updated",
      payload: { personal_info: { credits: { amount: 1e9, currency: "USD" } } },
    });
    send({
      type: "user-updated",
      payload: { ...traveller, personal_info: { ...traveller.personal_info, first_name: "Tina" } },
      source: "profile-card",
    });
    const forwarded = await next("user-updated");
    expect(forwarded).toMatchObject({ source: "profile-card" });
    expect(forwarded.payload).toEqual({
      ...traveller,
      personal_info: { ...traveller.personal_info, first_name: "Tina" },
    });
    expect(heard.filter((m) => m.type === "user-updated")).toHaveLength(1);
    expect(log.warn.mock.calls.map((c) => String(c[0]))).toEqual([
      'Module event "user-updated" refused: a module may not change userType',
      'Module event "user-updated" refused: a module may not change personal_info.credits',
    ]);
    send({ type: "request-state" });
    const { user }: State = (await next("state")).payload;
    expect(user?.personal_info.first_name).toBe("Tina");
    expect(user?.userType).toBe("Traveller");
  });

  it("gives the next user who signs in the server's profile, not the last one's patch", async () => {
    let who: UserProfile | null = traveller;
    const { send, next } = setup({ user: async () => who });
    send({ type: "user-updated", payload: { personal_info: { first_name: "Tina" } } });
    await next("user-updated");
    who = { ...traveller, id: "5e0e7f4c-1d7a-4c55-8f0e-5a4f8e8c2d09" };
    send({ type: "request-state" });
    expect(((await next("state")).payload as State).user?.personal_info.first_name).toBe("Tia");
  });

  it("only warns of an unknown event or a detail without a type", () => {
    const { send, log, heard } = setup();
    send({ type: "open-the-vault", payload: 1 });
    send("request-state");
    send(undefined);
    expect(log.warn.mock.calls.map((c) => c[0])).toEqual([
      'Unknown module event "open-the-vault" ignored',
      "Module event ignored: its detail has no type",
      "Module event ignored: its detail has no type",
    ]);
    expect(heard).toEqual([{ type: "ready" }]);
  });

  it("loads a module by URL and tells the failure with the loader's text", async () => {
    const loaded: [string, string | null][] = [];
    const { send, next, log } = setup({
      loadModule: async (url, expose) => {
        loaded.push([url, expose]);
        if (url.endsWith("missing.js")) throw new Error(`Loading script failed.\n(error: ${url})`);
      },
    });
    send({
      type: "load-module",
      payload: { url: "/assets/modules/demo-widget.js", expose: "wlDemo" },
    });
    expect((await next("module-loaded")).payload).toEqual({
      url: "http://demo.localhost/assets/modules/demo-widget.js",
      expose: "wlDemo",
    });
    send({ type: "load-module", payload: { url: "/missing.js" } });
    expect((await next("module-failed")).payload).toEqual({
      url: "http://demo.localhost/missing.js",
      expose: null,
      message: "Loading script failed.\n(error: http://demo.localhost/missing.js)",
    });
    expect(log.error).toHaveBeenCalledWith(
      "Loading script failed.\n(error: http://demo.localhost/missing.js)",
    );
    send({ type: "load-module", payload: { url: "javascript:alert(1)" } });
    send({ type: "load-module", payload: { url: "/x.js", expose: "a.b" } });
    expect(loaded).toHaveLength(2);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it("stops listening and broadcasting once stopped", async () => {
    const { send, stop, heard, log } = setup();
    stop();
    send({ type: "request-state" });
    send({ type: "nope" });
    await new Promise((r) => setTimeout(r, 10));
    expect(heard).toEqual([{ type: "ready" }]);
    expect(log.warn).not.toHaveBeenCalled();
  });
});

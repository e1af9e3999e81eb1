import { describe, expect, it } from "vitest";
import {
  DEEP_LINK_KEY,
  forgetReachedDeepLink,
  rememberDeepLink,
  safeDeepLink,
  takeDeepLink,
  withRedirect,
  type DeepLinkStore,
} from "./deep-link";

function memoryStore(
  initial: Record<string, string> = {},
): DeepLinkStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const CHECKOUT = "/booknow/hotels/checkout?offerId=h-1-DBL&checkIn=2027-01-10";
const search = (redirect: string) => `?redirect=${encodeURIComponent(redirect)}`;

describe("the deep link kept through sign-in", () => {
  it("keeps the login page's redirect and gives it back once, after signing in", () => {
    const store = memoryStore();
    expect(rememberDeepLink(store, search(CHECKOUT))).toBe(CHECKOUT);
    expect(store.map.get(DEEP_LINK_KEY)).toBe(CHECKOUT);
    // Back on /login from /forgotpassword or a provider, without the redirect in the address.
    expect(rememberDeepLink(store, "")).toBe(CHECKOUT);
    expect(takeDeepLink(store, "")).toBe(CHECKOUT);
    expect(store.map.has(DEEP_LINK_KEY)).toBe(false);
    expect(takeDeepLink(store, "")).toBeNull();
  });

  it("prefers the address's redirect to an older one kept", () => {
    const store = memoryStore({ [DEEP_LINK_KEY]: "/proposals" });
    expect(takeDeepLink(store, search("/mytrip/mytrips"))).toBe("/mytrip/mytrips");
  });

  it.each([
    "//evil.com",
    "https://evil.com",
    "/\\evil.com",
    "javascript:alert(1)",
    "%2F%2Fevil.com",
  ])("never keeps or follows %s", (bad) => {
    const store = memoryStore();
    expect(rememberDeepLink(store, search(bad))).toBeNull();
    expect(store.map.size).toBe(0);
    // Nor one written into storage by other means.
    store.map.set(DEEP_LINK_KEY, bad);
    expect(takeDeepLink(store, "")).toBeNull();
    expect(safeDeepLink(bad)).toBeNull();
  });

  it("is forgotten once a provider's sign-in has brought the user to it, not elsewhere", () => {
    const store = memoryStore({ [DEEP_LINK_KEY]: CHECKOUT });
    forgetReachedDeepLink(store, "/booknow/hotels");
    expect(store.map.get(DEEP_LINK_KEY)).toBe(CHECKOUT);
    forgetReachedDeepLink(store, CHECKOUT);
    expect(store.map.has(DEEP_LINK_KEY)).toBe(false);
  });

  it("is carried by the links between the sign-in pages", () => {
    expect(withRedirect("/signup", CHECKOUT)).toBe(`/signup${search(CHECKOUT)}`);
    expect(withRedirect("/login", null)).toBe("/login");
  });
});

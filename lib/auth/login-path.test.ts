import { describe, expect, it } from "vitest";
import {
  loginPath,
  PAGES_WITHOUT_LOGIN_REDIRECT,
  signedInHopTarget,
  signupPath,
} from "./login-path";

describe("loginPath", () => {
  it("brings the user back to a protected page after signing in", () => {
    expect(loginPath("/mytrip/dashboard")).toBe("/login?redirect=%2Fmytrip%2Fdashboard");
    expect(loginPath("/booknow/hotels/search?city=Lisbon&rooms=1")).toBe(
      "/login?redirect=%2Fbooknow%2Fhotels%2Fsearch%3Fcity%3DLisbon%26rooms%3D1",
    );
  });

  it.each([...PAGES_WITHOUT_LOGIN_REDIRECT, "/"])("appends no redirect from %s", (path) => {
    expect(loginPath(path)).toBe("/login");
    expect(loginPath(`${path}?lng=fr`)).toBe("/login");
  });

  it("lists the public pages of SPEC §6", () => {
    expect([...PAGES_WITHOUT_LOGIN_REDIRECT].sort()).toEqual(
      [
        "/about",
        "/cookies-policy",
        "/disclaimer",
        "/expiry",
        "/faqs",
        "/forgotpassword",
        "/login",
        "/privacy-policy",
        "/signup",
        "/user-terms-and-conditions",
      ].sort(),
    );
  });
});

describe("signupPath", () => {
  it("carries the page back through sign-up as loginPath does through log-in", () => {
    expect(signupPath("/booknow/hotels/checkout?offerId=x")).toBe(
      "/signup?redirect=%2Fbooknow%2Fhotels%2Fcheckout%3FofferId%3Dx",
    );
    expect(signupPath("/about")).toBe("/signup");
  });
});

describe("signedInHopTarget (SPEC §4 white-label root)", () => {
  it("goes on with a session cookie and through /login without one", () => {
    expect(signedInHopTarget("/booknow/hotels", true)).toBe("/booknow/hotels");
    expect(signedInHopTarget("/booknow/hotels", false)).toBe("/login?redirect=%2Fbooknow%2Fhotels");
  });

  it.each(["//evil.com", "https://evil.com", null])("never leaves the site for %s", (to) => {
    expect(signedInHopTarget(to, true)).toBe("/");
    expect(signedInHopTarget(to, false)).toBe("/login");
  });
});

import { describe, expect, it } from "vitest";
import { GET as navigations } from "@/app/api/agency/navigations/route";
import { navigationResponse } from "@/lib/contract/agency";
import { cookieOf } from "../support/accounts";
import { DEMO } from "../support/hosts";
import { send } from "../support/http";

async function navFor(email: string | null, host = DEMO) {
  const cookie = email ? await cookieOf(host, email) : "";
  const r = await send(navigations, host, "/api/agency/navigations", {
    method: "GET",
    headers: cookie ? { cookie } : {},
  });
  expect(r.status).toBe(200);
  return navigationResponse.parse(r.body).agencyNavigation;
}

const readable = (nav: Awaited<ReturnType<typeof navFor>>) =>
  nav.filter((n) => n.read).map((n) => n.key);
const greyed = (nav: Awaited<ReturnType<typeof navFor>>) =>
  nav.filter((n) => !n.read).map((n) => n.key);

describe("GET /api/agency/navigations per user", () => {
  it("gives a visitor the public links", async () => {
    const nav = await navFor(null);
    expect(nav.map((n) => n.path)).toEqual(["/", "/about", "/faqs", "/top-destination", "/blog"]);
  });

  it("gives a traveller the traveller sidebar, with the wallet when the reward wallet is on", async () => {
    const nav = await navFor("traveller@horizon.test");
    expect(nav[0]).toMatchObject({ key: "dashboard", path: "/mytrip/dashboard", read: true });
    expect(readable(nav)).toEqual([
      "dashboard",
      "booknow",
      "trips",
      "profile",
      "wallet",
      "support",
    ]);
    // Book Now points to the first active product of the agency (Air Travel for Horizon).
    expect(nav.find((n) => n.key === "booknow")?.path).toBe("/booknow/flights");
  });

  it("greys the academy while no academy is configured", async () => {
    delete process.env.ACADEMY_URL;
    expect(greyed(await navFor("owner@horizon.test"))).toEqual(["academy"]);
  });

  it("gives agents the Command Center and greys what their role may not read", async () => {
    process.env.ACADEMY_URL = "https://academy.horizon.test/enter";
    const agent = await navFor("agent@horizon.test");
    expect(agent[0]).toMatchObject({
      key: "dashboard",
      label: "Command Center",
      path: "/dashboard",
    });
    expect(greyed(agent)).toEqual(["agents", "applications", "theme"]);

    const sales = await navFor("sales@horizon.test");
    expect(greyed(sales)).toEqual(["agents", "applications", "theme"]);

    const owner = await navFor("owner@horizon.test");
    expect(greyed(owner)).toEqual([]);
    const agents = owner.find((n) => n.key === "agents")!;
    expect(agents.path).toMatch(/^\/users\/agents\/view\/[0-9a-f-]{36}$/);
    delete process.env.ACADEMY_URL;
  });

  it("points Book Now at the agency's own first active product", async () => {
    const nav = await navFor("viajero@viajessol.test", "viajes.localhost:3000");
    // Viajes Sol lists Hoteles first and has flights switched off.
    expect(nav.find((n) => n.key === "booknow")?.path).toBe("/booknow/hotels");
  });
});

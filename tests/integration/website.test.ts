import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as getAgency } from "@/app/api/agency/route";
import { GET as getAboutUs } from "@/app/api/agency/about-us/route";
import { GET as getFaqs } from "@/app/api/agency/faqs/route";
import { GET as getWebsite, PUT as putWebsite } from "@/app/api/agency/website/route";
import { aboutUsResponse, agencyResponse, faqsResponse } from "@/lib/contract/agency";
import { websiteResponse, type WebsiteContent } from "@/lib/contract/website";
import { updateWebsiteContent, websiteContent } from "@/lib/server/agency/website";
import { cookieOf } from "../support/accounts";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";
import { revalidatedTags } from "../support/next-cache";

const read = async (host: string, cookie: string) => {
  const r = await send(getWebsite, host, "/api/agency/website", {
    method: "GET",
    headers: { cookie },
  });
  expect(r.status).toBe(200);
  return websiteResponse.parse(r.body);
};
const write = (host: string, cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  send(putWebsite, host, "/api/agency/website", {
    method: "PUT",
    body,
    headers: { cookie, ...headers },
  });
const publicAgency = async (host: string) =>
  agencyResponse.parse((await call(getAgency, host, "/api/agency")).body).agency;

describe("Website Settings API (GET/PUT /api/agency/website)", () => {
  // On PostgreSQL the suite shares one database: every test leaves the content as seeded.
  const seeded = new Map<string, WebsiteContent>();
  beforeAll(async () => {
    for (const host of [DEMO, VIAJES]) {
      const { id } = await publicAgency(host);
      seeded.set(id, await websiteContent(id));
    }
  });
  afterEach(async () => {
    for (const [id, content] of seeded) await updateWebsiteContent(id, content);
  });

  it("lets the owner read and replace the About page; the public API shows it and the agency's pages expire", async () => {
    const owner = await cookieOf(DEMO, "owner@horizon.test");
    const before = await read(DEMO, owner);
    expect(before.about.isEnabled).toBe(true);
    const { id } = await publicAgency(DEMO);

    const r = await write(DEMO, owner, {
      about: {
        isEnabled: true,
        linkTitle: "  Who we are ",
        title: "Our story",
        content: '<p onclick="steal()">Since 1998.</p><script>alert(1)</script>',
        image: "https://images.example.com/team.jpg",
      },
    });
    expect(r.status).toBe(200);
    const saved = websiteResponse.parse(r.body);
    expect(saved.about).toEqual({
      isEnabled: true,
      linkTitle: "Who we are",
      title: "Our story",
      content: "<p>Since 1998.</p>",
      image: "https://images.example.com/team.jpg",
    });
    // Other sections are left as they were.
    expect(saved.faq).toEqual(before.faq);
    expect(saved.policies).toEqual(before.policies);
    expect(revalidatedTags).toContain(`agency:${id}`);

    const about = aboutUsResponse.parse(
      (await call(getAboutUs, DEMO, "/api/agency/about-us")).body,
    );
    expect(about.data[0]).toMatchObject({ title: "Our story", content: "<p>Since 1998.</p>" });
    expect((await publicAgency(DEMO)).aboutUsEnableTitle).toBe("Who we are");
  });

  it("replaces the FAQ questions in order and hides the page when disabled", async () => {
    const admin = await cookieOf(DEMO, "admin@horizon.test");
    const r = await write(DEMO, admin, {
      faq: {
        isEnabled: true,
        linkTitle: "",
        headerMessage: "Ask us anything",
        questions: [
          { question: "Can I pay later?", answer: "<b>Yes</b>, up to 7 days before." },
          { question: "Do you sell insurance?", answer: "No." },
        ],
      },
    });
    expect(r.status).toBe(200);
    const faqs = faqsResponse.parse((await call(getFaqs, DEMO, "/api/agency/faqs")).body).data[0]!;
    expect(faqs.headerMessage).toBe("Ask us anything");
    expect(faqs.questions.map((q) => q.question)).toEqual([
      "Can I pay later?",
      "Do you sell insurance?",
    ]);
    expect((await publicAgency(DEMO)).faqEnableTitle).toBeNull();

    const off = await write(DEMO, admin, {
      faq: { isEnabled: false, linkTitle: null, headerMessage: null, questions: [] },
    });
    expect(websiteResponse.parse(off.body).faq).toEqual({
      isEnabled: false,
      linkTitle: null,
      headerMessage: null,
      questions: [],
    });
    expect((await publicAgency(DEMO)).isFaqEnable).toBe(false);
  });

  it("stores policies sanitised, and a blank policy as none (its page and footer link go)", async () => {
    const owner = await cookieOf(DEMO, "owner@horizon.test");
    const r = await write(DEMO, owner, {
      policies: {
        privacyPolicy: "   ",
        cookiesPolicy: '<p>We use cookies.</p><iframe src="https://evil.test"></iframe>',
        disclaimer: null,
        termsAndConditions: "<p>Terms.</p>",
      },
    });
    expect(r.status).toBe(200);
    const agency = await publicAgency(DEMO);
    expect(agency.privacyPolicy).toBeNull();
    expect(agency.cookiesPolicy).toBe("<p>We use cookies.</p>");
    expect(agency.disclaimer).toBeNull();
    expect(agency.termsAndConditions).toBe("<p>Terms.</p>");
  });

  it("refuses bad bodies with 400 and changes nothing", async () => {
    const owner = await cookieOf(DEMO, "owner@horizon.test");
    const before = await read(DEMO, owner);
    const about = { isEnabled: true, linkTitle: null, title: null, content: null, image: null };
    for (const body of [
      {},
      { unknown: true },
      { about: { ...about, image: "javascript:alert(1)" } },
      { about: { ...about, image: "http://insecure.test/a.png" } },
      { about: { ...about, title: "x".repeat(121) } },
      { about: { ...about, isEnabled: "yes" } },
      {
        faq: {
          isEnabled: true,
          linkTitle: null,
          headerMessage: null,
          questions: [{ question: "", answer: "a" }],
        },
      },
      {
        faq: {
          isEnabled: true,
          linkTitle: null,
          headerMessage: null,
          questions: Array.from({ length: 101 }, () => ({ question: "q", answer: "a" })),
        },
      },
      { policies: { privacyPolicy: "<p>ok</p>" } },
      "not json",
    ]) {
      const r = await write(DEMO, owner, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof r.body.message).toBe("string");
    }
    expect(await read(DEMO, owner)).toEqual(before);
  });

  it("turns the white-label root on and off (SPEC §4), shown in the public agency data", async () => {
    const owner = await cookieOf(VIAJES, "dueno@viajessol.test");
    const before = await read(VIAJES, owner);
    expect(before.site).toEqual({ bookingOnlyRoot: false });
    expect((await publicAgency(VIAJES)).bookingOnlyRoot).toBe(false);
    const { id } = await publicAgency(VIAJES);
    revalidatedTags.length = 0;

    const on = await write(VIAJES, owner, { site: { bookingOnlyRoot: true } });
    expect(on.status).toBe(200);
    const saved = websiteResponse.parse(on.body);
    expect(saved.site).toEqual({ bookingOnlyRoot: true });
    // Nothing else changes, and the cached home page (its redirect) expires with the agency.
    expect({ ...saved, site: before.site }).toEqual(before);
    expect(revalidatedTags).toContain(`agency:${id}`);
    expect((await publicAgency(VIAJES)).bookingOnlyRoot).toBe(true);
    expect((await publicAgency(DEMO)).bookingOnlyRoot).toBe(false);

    expect((await write(VIAJES, owner, { site: { bookingOnlyRoot: "yes" } })).status).toBe(400);
    const sales = await cookieOf(DEMO, "sales@horizon.test");
    expect((await write(DEMO, sales, { site: { bookingOnlyRoot: true } })).status).toBe(403);
  });

  it("is for owners and admins of the host's agency only", async () => {
    const body = {
      policies: {
        privacyPolicy: null,
        cookiesPolicy: null,
        disclaimer: null,
        termsAndConditions: "<p>Hacked</p>",
      },
    };
    expect((await send(getWebsite, DEMO, "/api/agency/website", { method: "GET" })).status).toBe(
      401,
    );
    expect((await write(DEMO, "", body)).status).toBe(401);
    for (const email of ["sales@horizon.test", "agent@horizon.test", "traveller@horizon.test"]) {
      const cookie = await cookieOf(DEMO, email);
      expect((await write(DEMO, cookie, body)).status, email).toBe(403);
      const r = await send(getWebsite, DEMO, "/api/agency/website", {
        method: "GET",
        headers: { cookie },
      });
      expect(r.status, email).toBe(403);
    }
    // Demo's owner on Viajes Sol's host: the session belongs to another agency.
    const owner = await cookieOf(DEMO, "owner@horizon.test");
    expect((await write(VIAJES, owner, body)).status).toBe(401);
    // A cross-site request is refused even with the owner's cookie.
    const crossSite = await write(DEMO, owner, body, { origin: "https://evil.test" });
    expect(crossSite.status).toBe(403);
    expect((await publicAgency(DEMO)).termsAndConditions).not.toBe("<p>Hacked</p>");
    expect((await publicAgency(VIAJES)).termsAndConditions).not.toBe("<p>Hacked</p>");
  });

  it("changes only the host's agency", async () => {
    const viajesOwner = await cookieOf(VIAJES, "dueno@viajessol.test");
    const viajesBefore: WebsiteContent = await read(VIAJES, viajesOwner);
    const owner = await cookieOf(DEMO, "owner@horizon.test");
    await write(DEMO, owner, {
      about: { isEnabled: false, linkTitle: null, title: null, content: null, image: null },
    });
    expect(await read(VIAJES, viajesOwner)).toEqual(viajesBefore);
    expect((await publicAgency(DEMO)).isAbousUsEnable).toBe(false);
  });
});

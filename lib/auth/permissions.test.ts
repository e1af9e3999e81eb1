import { describe, expect, it } from "vitest";
import type { UserType } from "@/lib/contract/user";
import { isAgentRole, permissionsOf } from "./permissions";

const user = (userType: UserType, flags: Partial<Record<string, boolean>> = {}) => ({
  userType,
  isTravelAgent: false,
  isRewardWalletEnable: false,
  isRestrictedAgent: false,
  ...flags,
});

describe("permissionsOf", () => {
  it("gives every staff role what the cached Command Center and Bookings pages read", () => {
    // Those pages (accountShell) check the area only; the API checks these permissions again.
    const staff = [
      user("TravelAgent"),
      user("TravelAgent", { isRestrictedAgent: true }),
      user("SalesAgent"),
      user("AgencyOwner"),
      user("Admin"),
      user("Traveller", { isTravelAgent: true }),
    ];
    for (const member of staff) {
      expect(isAgentRole(member)).toBe(true);
      expect(permissionsOf(member).has("dashboard.read")).toBe(true);
      expect(permissionsOf(member).has("bookings.read")).toBe(true);
    }
  });

  it("closes Markup, Website, Payment and Product settings to sales agents (SPEC §6)", () => {
    const granted = permissionsOf(user("SalesAgent"));
    for (const page of ["markup", "website", "payment", "product"] as const)
      expect(granted.has(`settings.${page}`)).toBe(false);
    expect(granted.has("settings.profile")).toBe(true);
  });

  it("gives owners and admins every settings page", () => {
    for (const role of ["AgencyOwner", "Admin"] as const)
      for (const page of ["profile", "support", "markup", "website", "payment", "product"] as const)
        expect(permissionsOf(user(role)).has(`settings.${page}`)).toBe(true);
  });

  it("lets travel agents set markups unless they are restricted", () => {
    expect(permissionsOf(user("TravelAgent")).has("settings.markup")).toBe(true);
    expect(
      permissionsOf(user("TravelAgent", { isRestrictedAgent: true })).has("settings.markup"),
    ).toBe(false);
    expect(permissionsOf(user("TravelAgent")).has("settings.website")).toBe(false);
  });

  it("treats a traveller flagged as a travel agent as one, and gives travellers a wallet only with the reward wallet", () => {
    expect(isAgentRole(user("Traveller", { isTravelAgent: true }))).toBe(true);
    expect(permissionsOf(user("Traveller")).has("wallet.read")).toBe(false);
    expect(
      permissionsOf(user("Traveller", { isRewardWalletEnable: true })).has("wallet.read"),
    ).toBe(true);
    expect(permissionsOf(user("Traveller")).has("settings.markup")).toBe(false);
  });
});

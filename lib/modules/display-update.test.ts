import { describe, expect, it } from "vitest";
import { EDITABLE_USER_FIELDS, applyPatch, displayPatch, sameValue } from "./display-update";

const user = {
  id: "u1",
  userType: "Traveller",
  personal_info: { first_name: "Tia", last_name: "T", email: "t@x.test", credits: { amount: 5 } },
};

describe("displayPatch and applyPatch", () => {
  it("compare JSON values whatever the order of their keys", () => {
    expect(sameValue({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(
      true,
    );
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
  });

  it("keep an editable nested field and merge it over the rest", () => {
    const result = displayPatch(
      user,
      { personal_info: { first_name: "Tina" } },
      EDITABLE_USER_FIELDS,
    );
    expect(result).toEqual({ patch: { personal_info: { first_name: "Tina" } } });
    const patched = applyPatch(user, (result as { patch: Record<string, unknown> }).patch);
    expect(patched.personal_info).toEqual({ ...user.personal_info, first_name: "Tina" });
    expect(user.personal_info.first_name).toBe("Tia");
  });

  it("refuse a change to a field the server decides, nested or not, and allow it unchanged", () => {
    expect(displayPatch(user, { userType: "Admin" }, EDITABLE_USER_FIELDS)).toEqual({
      refused: "userType",
    });
    expect(
      displayPatch(user, { personal_info: { email: "boss@x.test" } }, EDITABLE_USER_FIELDS),
    ).toEqual({ refused: "personal_info.email" });
    expect(
      displayPatch(
        user,
        { ...user, personal_info: { ...user.personal_info, last_name: "U" } },
        EDITABLE_USER_FIELDS,
      ),
    ).toEqual({ patch: { personal_info: { last_name: "U" } } });
  });
});

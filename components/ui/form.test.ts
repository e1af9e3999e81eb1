import { describe, expect, it } from "vitest";
import { describedBy, formText } from "./form";

describe("describedBy", () => {
  it("names the hint and the error of a control, each only while shown", () => {
    expect(describedBy("f1", { hint: "At least 8 characters", error: "Too short" })).toBe(
      "f1-hint f1-error",
    );
    expect(describedBy("f1", { hint: "At least 8 characters", error: null })).toBe("f1-hint");
    expect(describedBy("f1", { error: "Too short" })).toBe("f1-error");
  });

  it("leaves aria-describedby out when there is nothing to describe", () => {
    expect(describedBy("f1", {})).toBeUndefined();
    expect(describedBy("f1", { hint: "", error: null })).toBeUndefined();
  });
});

describe("formText", () => {
  it("reads a field as text, and a field the form does not have as empty", () => {
    const form = new FormData();
    form.set("email", "ines@example.com");
    form.set("blank", "");
    expect(formText(form, "email")).toBe("ines@example.com");
    expect(formText(form, "blank")).toBe("");
    expect(formText(form, "missing")).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { databaseUnavailable, isDatabaseUnavailable } from "./unavailable";

describe("isDatabaseUnavailable", () => {
  it("tells a lost or refused connection, also wrapped by the ORM, from a query's own error", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const wrapped = Object.assign(new Error("Failed query: insert …"), { cause: refused });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("shutdown"), { code: "57P01" }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(databaseUnavailable())).toBe(true);
    // node-postgres's code-less errors for a connection the server closed, as Drizzle wraps them
    // when the rollback of a transaction cut by a restart fails too.
    const lost = new Error("Client has encountered a connection error and is not queryable");
    expect(
      isDatabaseUnavailable(Object.assign(new Error("Failed query: rollback"), { cause: lost })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    // A unique violation, a syntax error, an error with no code: the query's own, a 500.
    expect(isDatabaseUnavailable(Object.assign(new Error("dup"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("q"), { cause: { code: "42601" } }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

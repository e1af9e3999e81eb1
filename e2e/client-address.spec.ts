import http from "node:http";
import { DEMO_PASSWORD } from "./accounts";
import { expect, PORT, test } from "./fixtures";

/**
 * Who is calling, against the real server (scripts/serve.mjs) with no proxy trusted: a client
 * that reaches it directly cannot choose its address with X-Forwarded-For or by sending the
 * header the server uses for the connection's address. Each test signs in from its own loopback
 * address (Linux routes all of 127.0.0.0/8 to lo), so their counts do not meet other tests'.
 */

const HOST = `demo.localhost:${PORT}`;
const MAX_ADDRESS_FAILURES = 50;
const MAX_ACCOUNT_FAILURES = 10;

function signIn(from: string, email: string, password: string, headers = {}) {
  const body = JSON.stringify({ email, password });
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        localAddress: from,
        method: "POST",
        path: "/api/user/login",
        headers: {
          host: HOST,
          origin: `http://${HOST}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const nobody = (i: number) => `nobody.${Date.now()}.${i}@mail.test`;

test("a forged X-Forwarded-For does not lift an address's lock-out", async () => {
  test.setTimeout(120_000);
  const attacker = "127.0.0.81";
  for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
    expect(await signIn(attacker, nobody(i), "wrong-password-1")).toBe(400);
  }
  expect(await signIn(attacker, "agent@horizon.test", DEMO_PASSWORD)).toBe(429);
  const forged = {
    "x-forwarded-for": "10.9.8.7",
    "x-real-ip": "10.9.8.7",
    "x-remote-address": "10.9.8.7",
  };
  expect(await signIn(attacker, "agent@horizon.test", DEMO_PASSWORD, forged)).toBe(429);
  // The same account from another address is not affected.
  expect(await signIn("127.0.0.82", "agent@horizon.test", DEMO_PASSWORD)).toBe(200);
});

test("one agent's ten typos leave that account throttled and the office's others working", async () => {
  test.setTimeout(60_000);
  const office = "127.0.0.83";
  const typist = nobody(999);
  for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
    expect(await signIn(office, typist, `wrong-password-${i}`)).toBe(400);
  }
  expect(await signIn(office, typist, "wrong-password-x")).toBe(429);
  expect(await signIn(office, "sales@horizon.test", DEMO_PASSWORD)).toBe(200);
  expect(await signIn(office, "owner@horizon.test", DEMO_PASSWORD)).toBe(200);
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_TIMEOUT_MS,
  loadRemoteComponent,
  loadRemoteScript,
  type ScriptElement,
  type ScriptHost,
} from "./remote-script";

/** A document whose scripts load, fail or hang as the test says. */
function fakeDocument() {
  const added: ScriptElement[] = [];
  const removed: ScriptElement[] = [];
  const doc: ScriptHost = {
    createElement: () => {
      const script: ScriptElement = {
        src: "",
        async: false,
        onload: null,
        onerror: null,
        remove: () => removed.push(script),
      };
      return script;
    },
    head: { appendChild: (node) => added.push(node) },
  };
  return { doc, added, removed };
}

const URL_ = "https://cdn.example.com/modules/widget.js";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("loadRemoteScript", () => {
  it("adds one async script per URL and resolves when it loads", async () => {
    const { doc, added } = fakeDocument();
    const first = loadRemoteScript(URL_, { document: doc });
    const second = loadRemoteScript(URL_, { document: doc });
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ src: URL_, async: true });
    added[0]!.onload!({ type: "load" });
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    // Loaded once, never again.
    await loadRemoteScript(URL_, { document: doc });
    expect(added).toHaveLength(1);
  });

  it("fails with 'Loading script failed' naming the type and the URL, and tries again after", async () => {
    const { doc, added, removed } = fakeDocument();
    const load = loadRemoteScript(URL_, { document: doc });
    added[0]!.onerror!({ type: "error" });
    await expect(load).rejects.toMatchObject({
      name: "ScriptExternalLoadError",
      message: `Loading script failed.\n(error: ${URL_})`,
      type: "error",
      url: URL_,
    });
    expect(removed).toEqual([added[0]]);
    void loadRemoteScript(URL_, { document: doc }).catch(() => {});
    expect(added).toHaveLength(2);
  });

  it("fails with a chunk load error after 120 s, not before", async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const { doc, removed } = fakeDocument();
    const load = loadRemoteScript(URL_, { document: doc });
    let settled = false;
    load.catch(() => {}).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(load).rejects.toMatchObject({
      name: "ChunkLoadError",
      type: "timeout",
      message: `Loading chunk ${URL_} failed.\n(timeout: ${URL_})`,
    });
    expect(removed).toHaveLength(1);
  });

  it("ignores a late load once it has timed out", async () => {
    const { doc, added } = fakeDocument();
    const failure = loadRemoteScript(URL_, { document: doc, timeoutMs: 10 }).catch((e) => e);
    const script = added[0]!;
    await vi.advanceTimersByTimeAsync(10);
    expect(String(await failure)).toMatch(/timeout/);
    expect(script.onload).toBeNull();
  });
});

describe("loadRemoteComponent", () => {
  it("answers what the script defined under its name", async () => {
    const { doc, added } = fakeDocument();
    const global: Record<string, unknown> = {};
    const load = loadRemoteComponent(URL_, "widget", { document: doc, global });
    global.widget = { mount: "ok" };
    added[0]!.onload!({ type: "load" });
    await expect(load).resolves.toEqual({ mount: "ok" });
  });

  it("fails with 'Failed to load remote component' when the script defined nothing", async () => {
    const { doc, added } = fakeDocument();
    const load = loadRemoteComponent(`${URL_}?v=2`, "widget", { document: doc, global: {} });
    added[0]!.onload!({ type: "load" });
    await expect(load).rejects.toMatchObject({
      name: "RemoteComponentError",
      message: `Failed to load remote component: widget is not defined by ${URL_}?v=2`,
    });
  });

  it("passes the script's own failure on", async () => {
    const { doc, added } = fakeDocument();
    const load = loadRemoteComponent(`${URL_}?v=3`, "widget", { document: doc, global: {} });
    added[0]!.onerror!({ type: "error" });
    await expect(load).rejects.toThrow("Loading script failed.");
  });
});

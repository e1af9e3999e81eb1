/**
 * Loads a separately built module's script (SPEC §3: remote scripts from a CDN), failing with the
 * texts of SPEC §8, which are webpack's own for module federation, so that a module's author
 * recognises them: 'Loading script failed' with the failure's type and the URL when the script
 * does not load, a ChunkLoadError once it has not loaded in 120 s (SPEC §9), and 'Failed to
 * load remote component' when it loaded but did not define what it should. These are
 * developer-facing (console, errors, the host's broadcasts), so they stay in English.
 */

/** SPEC §9: the script chunk timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ScriptLoadError extends Error {
  override name = "ScriptExternalLoadError";
  constructor(
    readonly type: string,
    readonly url: string,
  ) {
    super(`Loading script failed.\n(${type}: ${url})`);
  }
}

export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  readonly type = "timeout";
  constructor(readonly url: string) {
    super(`Loading chunk ${url} failed.\n(timeout: ${url})`);
  }
}

export class RemoteComponentError extends Error {
  override name = "RemoteComponentError";
  constructor(
    readonly component: string,
    readonly url: string,
  ) {
    super(`Failed to load remote component: ${component} is not defined by ${url}`);
  }
}

/** What of a document the loader uses, so that tests can give it a fake one. */
export interface ScriptHost {
  createElement(tag: "script"): ScriptElement;
  head: { appendChild(node: ScriptElement): unknown };
}
export interface ScriptElement {
  src: string;
  async: boolean;
  onload: ((event: { type: string }) => unknown) | null;
  onerror: ((event: Event | string | { type: string }) => unknown) | null;
  remove(): void;
}

export interface LoadOptions {
  document?: ScriptHost;
  timeoutMs?: number;
}

/** One load per URL and document: modules asking for the same script share it. */
const loads = new WeakMap<ScriptHost, Map<string, Promise<void>>>();

export function loadRemoteScript(url: string, options: LoadOptions = {}): Promise<void> {
  const doc = options.document ?? (document as unknown as ScriptHost);
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  let byUrl = loads.get(doc);
  if (!byUrl) loads.set(doc, (byUrl = new Map()));
  const known = byUrl.get(url);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    const done = (error: Error | null) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      if (!error) return resolve();
      // A failed script is taken out, and forgotten, so that asking again tries again.
      script.remove();
      byUrl.delete(url);
      reject(error);
    };
    const timer = setTimeout(() => done(new ChunkLoadError(url)), timeoutMs);
    script.onload = () => done(null);
    script.onerror = (event) =>
      done(new ScriptLoadError(typeof event === "string" ? "error" : event.type || "error", url));
    script.async = true;
    script.src = url;
    doc.head.appendChild(script);
  });
  byUrl.set(url, load);
  return load;
}

/**
 * Loads a script that defines a module under a global name (its "remote store") and answers it;
 * the script's own failures are loadRemoteScript's.
 */
export async function loadRemoteComponent<T = unknown>(
  url: string,
  name: string,
  options: LoadOptions & { global?: object } = {},
): Promise<T> {
  await loadRemoteScript(url, options);
  const exported = (options.global ?? globalThis) as Record<string, unknown>;
  if (!Object.hasOwn(exported, name) || exported[name] == null)
    throw new RemoteComponentError(name, url);
  return exported[name] as T;
}

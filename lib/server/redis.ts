import "server-only";

type Redis = import("ioredis").Redis;

/**
 * Redis is optional (DESIGN §1): with `REDIS_URL` set, state shared by the app processes lives
 * there. One command connection per process, opened on first use; subscribers open their own.
 */
let shared: Promise<Redis> | undefined;
const subscribers = new Set<Promise<Redis>>();

export function redisUrl(): string | null {
  return process.env.REDIS_URL || null;
}

/**
 * `REDIS_PREFIX` puts this deployment's keys and channels in a namespace of their own, so that
 * several deployments (or test files running at once) can share one Redis without meeting.
 */
export function redisPrefix(): string {
  return process.env.REDIS_PREFIX ?? "";
}

export function redis(url: string): Promise<Redis> {
  shared ??= import("ioredis").then(
    ({ Redis }) => new Redis(url, { maxRetriesPerRequest: 2, keyPrefix: redisPrefix() }),
  );
  return shared;
}

/** Publishes on `channel` in this deployment's namespace (ioredis prefixes keys, not channels). */
export async function publish(url: string, channel: string, message: string): Promise<void> {
  await (await redis(url)).publish(redisPrefix() + channel, message);
}

/** A connection of its own that listens on `channel` (a subscribed connection runs nothing else). */
export function subscribe(url: string, channel: string, onMessage: (message: string) => void) {
  const name = redisPrefix() + channel;
  const connection = import("ioredis").then(async ({ Redis }) => {
    const subscriber = new Redis(url);
    subscriber.on("message", (from: string, message: string) => {
      if (from === name) onMessage(message);
    });
    await subscriber.subscribe(name);
    return subscriber;
  });
  subscribers.add(connection);
  return connection;
}

/** Closes every connection this process opened (tests and scripts that end their process). */
export async function closeRedis(): Promise<void> {
  const open = [shared, ...subscribers].filter((c) => c !== undefined);
  shared = undefined;
  subscribers.clear();
  await Promise.all(open.map(async (c) => (await c).quit()));
}

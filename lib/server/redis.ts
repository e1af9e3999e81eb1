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

export function redis(url: string): Promise<Redis> {
  shared ??= import("ioredis").then(({ Redis }) => new Redis(url, { maxRetriesPerRequest: 2 }));
  return shared;
}

/** A connection of its own that listens on `channel` (a subscribed connection runs nothing else). */
export function subscribe(url: string, channel: string, onMessage: (message: string) => void) {
  const connection = import("ioredis").then(async ({ Redis }) => {
    const subscriber = new Redis(url);
    subscriber.on("message", (from: string, message: string) => {
      if (from === channel) onMessage(message);
    });
    await subscriber.subscribe(channel);
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

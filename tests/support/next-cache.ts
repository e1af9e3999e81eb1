/** What route handlers expired with `revalidateTag`, for the integration tests (see vitest.config). */
export const revalidatedTags: string[] = [];

export function revalidateTag(tag: string) {
  revalidatedTags.push(tag);
}

export function unstable_cache<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return fn;
}

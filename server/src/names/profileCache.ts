/**
 * Answers of name lookups, kept in memory by full name. Only found names are kept, and a
 * registered name never changes or goes away (first come, first served; no update or delete
 * route), so a kept answer is right on every instance: another instance's registration can only
 * turn a miss (never kept) into a hit. Bounded: the oldest entry goes first.
 */
export type ProfileCache = {
  get(name: string): string | undefined
  set(name: string, json: string): void
}

/** @param max entries kept, @default 10_000 */
export function createProfileCache(max = 10_000): ProfileCache {
  const entries = new Map<string, string>()
  return {
    get: (name) => entries.get(name),
    set(name, json) {
      entries.delete(name)
      entries.set(name, json)
      if (entries.size > max) entries.delete(entries.keys().next().value as string)
    },
  }
}

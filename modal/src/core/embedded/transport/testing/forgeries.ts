// Seeded generators of forged and malformed messages for the frame transport's fuzz tests.

/** A seeded PRNG (mulberry32): the same seed gives the same run, so a failure can be replayed. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  const chance = (p: number) => next() < p
  const text = (length: number, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789_-') =>
    Array.from({ length }, () => alphabet[int(alphabet.length)]).join('')
  return { next, int, pick, chance, text }
}

export type Random = ReturnType<typeof createRandom>

/** Built once: a megabyte string, and an id-alphabet string far past the 64-character limit. */
export const HUGE_STRING = 'x'.repeat(1_000_000)
const HUGE_ID = 'a'.repeat(100_000)

/** Keys that probe prototype pollution and lookups of inherited members. */
export const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'then']

const KEYS = [...NASTY_KEYS, 'id', 'type', 'payload', 'token', 'message', 'otp', 'data', '']

/** An object whose own keys include `__proto__` and `constructor`, as JSON.parse builds it. */
export function pollutingObject(random: Random, extra: Record<string, unknown> = {}): unknown {
  const own = JSON.parse(
    `{"__proto__":{"polluted":"${random.text(4)}"},"constructor":{"prototype":{"polluted":1}}}`,
  )
  return Object.assign(own, extra)
}

/** Any value a forged message could carry: wrong types, odd numbers, deep and huge shapes. */
export function randomValue(random: Random, depth = 0): unknown {
  const primitives: unknown[] = [
    null,
    undefined,
    true,
    false,
    0,
    -1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e308,
    2 ** 31,
    10n,
    '',
    ' ',
    '0x',
    random.text(random.int(80)),
    HUGE_STRING,
    Symbol('forged'),
    () => 'forged',
    new Date(0),
    new Uint8Array(4),
  ]
  if (depth > 3 || random.chance(0.5)) return random.pick(primitives)
  switch (random.int(4)) {
    case 0:
      return Array.from({ length: random.int(5) }, () => randomValue(random, depth + 1))
    case 1:
      return pollutingObject(random, { [random.pick(KEYS)]: randomValue(random, depth + 1) })
    case 2: {
      const bare = Object.create(null) as Record<string, unknown>
      bare[random.pick(KEYS)] = randomValue(random, depth + 1)
      return bare
    }
    default: {
      const object: Record<string, unknown> = {}
      for (let i = random.int(5); i > 0; i--)
        object[random.pick(KEYS)] = randomValue(random, depth + 1)
      return object
    }
  }
}

/** A value that is not a valid message id (8 to 64 of `[A-Za-z0-9_-]`), though it may look like one. */
export function invalidId(random: Random, realId: string): unknown {
  return random.pick<unknown>([
    Number(realId.replace(/\D/g, '').slice(0, 12) || 12345678),
    [realId],
    { id: realId },
    { toString: () => realId },
    new String(realId),
    `${realId} `,
    ` ${realId}`,
    `${realId}\n`,
    realId.slice(0, 7),
    `${realId}/`,
    'short',
    '',
    HUGE_ID,
    `${realId}${'a'.repeat(64)}`,
    null,
    undefined,
    true,
    // Never a bare string: a random string could be a well-formed id.
    [randomValue(random)],
  ])
}

/** An id with the right shape that no request ever used. */
export function unusedId(random: Random): string {
  return `forged-${random.text(8 + random.int(40))}`
}

type Built<T extends Record<string, () => unknown>> = { readonly [K in keyof T]: ReturnType<T[K]> }

/**
 * An object whose entries are built the first time each is read, then kept. zod builds a schema
 * when it is declared, and the contracts declare a few hundred: built at once, they held a
 * 4×-throttled phone for a quarter of a second in one task; a page reads only the few its calls
 * use. Entries are enumerable getters, so `Object.entries` and `joinLazily` see them all.
 * @example const schemas = lazily({ nonce: () => z.object({ nonce: z.string() }) })
 */
export function lazily<T extends Record<string, () => unknown>>(builders: T): Built<T> {
  const entries: PropertyDescriptorMap = {}
  for (const [key, build] of Object.entries(builders)) {
    let built: { value: unknown } | undefined
    entries[key] = {
      enumerable: true,
      get: () => {
        built ??= { value: build() }
        return built.value
      },
    }
  }
  return Object.defineProperties({}, entries) as Built<T>
}

/**
 * One object with the entries of `lazily` objects, still built on first read and shared with
 * the objects they came from (a later object's entry wins, as in a spread).
 */
export function joinLazily<A extends object, B extends object>(a: A, b: B): A & B {
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(a), ...Object.getOwnPropertyDescriptors(b) },
  ) as A & B
}

/**
 * `build`, run on the first call and kept: a schema that several of a `lazily` object's entries
 * share, built when the first of them is.
 */
export function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined
  return () => {
    built ??= { value: build() }
    return built.value
  }
}

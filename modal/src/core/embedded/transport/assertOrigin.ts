/**
 * Throws unless `value` is a serialized origin (`https://wallet.example.com`, no path, no
 * trailing slash). `'*'` and `'null'` are refused: a frame message goes to one known origin.
 * A wrong origin is a programming error, so this throws a plain Error.
 * @example assertOrigin('http://localhost:5173', 'frameOrigin')
 */
export function assertOrigin(value: string, name: string): void {
  let origin: string | undefined
  try {
    origin = new URL(value).origin
  } catch {}
  if (origin === undefined || origin === 'null' || origin !== value)
    throw new Error(
      `${name} must be an origin such as https://wallet.example.com (no '*', path or trailing slash). Provided: ${JSON.stringify(value)}`,
    )
}

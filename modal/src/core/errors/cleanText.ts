// Control characters (Cc) and the bidirectional controls (marks, embeddings, overrides, isolates):
// a U+202E in a token symbol would render "USDC\u202Eexe.png" as "USDCgnp.exe".
const CONTROLS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu

/**
 * Text that came from outside the modal (a wallet's name or error, a token's symbol), made safe to
 * show: bidi and control characters removed, whitespace collapsed, at most `max` characters
 * (cut with "…"). Layout keeps long words inside the dialog; this keeps them honest and bounded.
 * @example cleanText('USDC\u202Eexe.png') // 'USDCexe.png'
 */
export function cleanText(value: string, max = 500): string {
  // Whitespace first: tabs and newlines are controls too, but they separate words.
  const text = value.replace(/\s+/g, ' ').replace(CONTROLS, '').trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

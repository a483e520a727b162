import { t } from '../i18n/frameI18n.ts'
import { InvalidShareError } from './errors.ts'

/** A share of a 32-byte private key: the 32 bytes of its point plus its x coordinate. */
export const SHARE_BYTES = 33

/**
 * Reads a share written by `encodeShare`. Spaces and line breaks a person may paste along are
 * ignored. Throws `InvalidShareError` (whose message never repeats the text) when it is not one.
 * @example
 * const recovery = decodeShare(pastedText)
 */
export function decodeShare(text: string): Uint8Array {
  const compact = text.replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length % 4 !== 0)
    throw new InvalidShareError(t('error.invalidShare'))
  const binary = atob(compact)
  if (binary.length !== SHARE_BYTES)
    throw new InvalidShareError(
      t('error.shareLength', { bytes: SHARE_BYTES, length: binary.length }),
    )
  const share = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) share[i] = binary.charCodeAt(i)
  return share
}

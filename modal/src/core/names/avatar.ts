/** Longest `avatar` the name service stores: any attribute's limit (`nameApiSchemas`). */
export const MAX_AVATAR_CHARS = 1_024

/** The image types an avatar may be: raster formats only (no SVG, which can load other files). */
export const AVATAR_IMAGE_TYPES = ['png', 'jpeg', 'gif', 'webp'] as const

const AVATAR_DATA_URI = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/

/**
 * True when `value` is an avatar the modal shows and the name service stores: a base64
 * `data:image/(png|jpeg|gif|webp)` URI, which the browser renders without fetching anything.
 * An http(s) URL is never shown: loading it would tell its owner the IP address of everyone who
 * sees the name. `maxChars` caps its length (the name service passes {@link MAX_AVATAR_CHARS}).
 * @example
 * isAvatarDataUri('data:image/png;base64,iVBORw0KGgo=') // true
 * isAvatarDataUri('https://example.com/me.png') // false
 */
export function isAvatarDataUri(value: unknown, maxChars = Number.POSITIVE_INFINITY): boolean {
  return typeof value === 'string' && value.length <= maxChars && AVATAR_DATA_URI.test(value)
}

/**
 * True for an image data URI (EIP-6963 requires wallet icons to be one). Anything else (an
 * http(s) URL that would make the page send a request, `javascript:`) is not rendered.
 * @example isDataImage('data:image/svg+xml;base64,PHN2Zy8+') // true
 */
export function isDataImage(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i.test(value) &&
    value.length <= 100_000
  )
}

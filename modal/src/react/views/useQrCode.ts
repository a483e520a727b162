import { useEffect, useState } from 'react'

/** `uri` as an SVG QR code in a data: URL. The QR library loads with the first code shown. */
export function useQrCode(uri: string | undefined): string | undefined {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    setSrc(undefined)
    if (!uri) return
    let current = true
    void import('uqr').then(({ renderSVG }) => {
      if (current)
        setSrc(
          `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`,
        )
    })
    return () => {
      current = false
    }
  }, [uri])
  return src
}

import { describe, expect, it } from 'vitest'
import { decideFrameMode } from './frameMode.ts'

const frameOrigin = 'https://wallet.example.com'
const appOrigins = ['https://app.example.com']

describe('decideFrameMode', () => {
  it('runs embedded, or as its own page, on its own origin only', () => {
    expect(
      decideFrameMode({ origin: frameOrigin, frameOrigin, embedded: true, appOrigins }),
    ).toEqual({ kind: 'embedded' })
    expect(
      decideFrameMode({ origin: frameOrigin, frameOrigin, embedded: false, appOrigins }),
    ).toEqual({ kind: 'manage' })
  })

  it("refuses to run on an app's origin (served through its proxy), where page scripts read storage", () => {
    expect(
      decideFrameMode({
        origin: 'https://app.example.com',
        frameOrigin,
        embedded: true,
        appOrigins,
      }),
    ).toEqual({
      kind: 'refused',
      reason:
        'This wallet runs only at https://wallet.example.com, not at https://app.example.com.',
    })
    // A page that names no frame origin is not a frame page of ours.
    expect(
      decideFrameMode({ origin: frameOrigin, frameOrigin: '', embedded: true, appOrigins }),
    ).toMatchObject({ kind: 'refused' })
  })

  it('refuses to serve embedded when no app may embed it', () => {
    expect(
      decideFrameMode({ origin: frameOrigin, frameOrigin, embedded: true, appOrigins: [] }),
    ).toEqual({
      kind: 'refused',
      reason: 'This wallet server lists no app that may embed it (appOrigins).',
    })
  })
})

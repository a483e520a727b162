import { describe, expect, it } from 'vitest'
import { frameEgress } from './frameEgress.ts'

const server = 'http://127.0.0.1:40001'
const request = {
  method: 'POST',
  url: 'http://127.0.0.1:40001/v1/auth/email/start',
  status: 200,
  size: 15,
  startedAt: 1_000,
}

describe('frameEgress: the wallet frame’s requests, for the devtools’ Egress tab', () => {
  it('keeps what the frame asked of its own server, named as the browser reaches it', () => {
    expect(
      frameEgress({ ...request, fetchSite: 'same-origin', fetchDest: 'empty' }, server),
    ).toEqual({
      server,
      time: 1_000,
      method: 'POST',
      url: `${server}/v1/auth/email/start`,
      kind: 'fetch',
      status: 200,
      size: 15,
    })
    expect(
      frameEgress(
        {
          ...request,
          method: 'GET',
          url: 'http://127.0.0.1:40001/frame/assets/a.css',
          fetchSite: 'same-origin',
          fetchDest: 'style',
        },
        'http://localhost:40001',
      ),
    ).toMatchObject({ url: 'http://localhost:40001/frame/assets/a.css', kind: 'link' })
  })

  it('sends no query value but chain and project ids over the websocket', () => {
    expect(
      frameEgress(
        {
          ...request,
          url: 'http://127.0.0.1:40001/v1/auth/social/callback?code=abc&state=s&chainId=1',
          fetchSite: 'same-origin',
        },
        server,
      )?.url,
    ).toBe(`${server}/v1/auth/social/callback?code=…&state=…&chainId=1`)
  })

  it('leaves out the page’s own requests (proxied, or the frame’s page) and non-browser clients', () => {
    expect(frameEgress({ ...request, fetchSite: 'same-site', fetchDest: 'iframe' }, server)).toBe(
      undefined,
    )
    expect(frameEgress(request, server)).toBe(undefined)
  })
})

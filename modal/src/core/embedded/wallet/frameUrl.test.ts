import { describe, expect, it } from 'vitest'
import { frameSource } from './frameUrl.ts'

describe('frameSource', () => {
  it('is {host}?projectId=…&chainId=… (SPEC §7)', () => {
    expect(
      frameSource(
        'https://wallet.example.com/frame',
        { projectId: 'p1', chainId: 137 },
        'example.com',
      ).href,
    ).toBe('https://wallet.example.com/frame?projectId=p1&chainId=137')
  })

  it('keeps a loopback frame same-site with a loopback page, whichever name the page uses', () => {
    const src = (page: string) =>
      frameSource('http://127.0.0.1:8787/frame', { projectId: 'p', chainId: 1 }, page).origin
    expect(src('localhost')).toBe('http://localhost:8787')
    expect(src('127.0.0.1')).toBe('http://127.0.0.1:8787')
    expect(src('::1')).toBe('http://[::1]:8787')
  })

  it('never rewrites a real host, nor a loopback frame in a public page', () => {
    expect(
      frameSource('https://wallet.example.com/frame', { projectId: 'p', chainId: 1 }, 'localhost')
        .origin,
    ).toBe('https://wallet.example.com')
    expect(
      frameSource('http://localhost:9/frame', { projectId: 'p', chainId: 1 }, 'app.example.com')
        .origin,
    ).toBe('http://localhost:9')
  })
})

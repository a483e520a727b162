import { describe, expect, it } from 'vitest'
import { isAvatarDataUri, MAX_AVATAR_CHARS } from './avatar.ts'
import { profileAvatar } from './profileState.ts'

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

describe('avatars: images in the page, never a URL that tells its owner who looks', () => {
  it.each([
    PNG,
    'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    'data:image/webp;base64,UklGRhoAAABXRUJQ',
  ])('shows %s', (avatar) => {
    expect(isAvatarDataUri(avatar)).toBe(true)
    expect(profileAvatar({ attributes: [{ avatar }] })).toBe(avatar)
  })

  it.each([
    'https://tracker.example/pixel.png',
    'http://127.0.0.1:8080/me.png',
    '//tracker.example/me.png',
    'ipfs://bafy/avatar.png',
    'eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1',
    `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/x"/></svg>')}`,
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/png,not-base64',
    'data:text/html;base64,PGgxPmhpPC9oMT4=',
    `${PNG}"><img src="https://tracker.example/x`,
    'DATA:image/png;base64,iVBORw0KGgo=',
    '',
  ])('drops %s', (avatar) => {
    expect(isAvatarDataUri(avatar)).toBe(false)
    expect(profileAvatar({ attributes: [{ avatar }] })).toBeUndefined()
  })

  it('caps the length when asked (the name service stores at most MAX_AVATAR_CHARS)', () => {
    const long = `data:image/png;base64,${'A'.repeat(MAX_AVATAR_CHARS)}`
    expect(isAvatarDataUri(long)).toBe(true)
    expect(isAvatarDataUri(long, MAX_AVATAR_CHARS)).toBe(false)
    expect(isAvatarDataUri(PNG, MAX_AVATAR_CHARS)).toBe(true)
  })
})

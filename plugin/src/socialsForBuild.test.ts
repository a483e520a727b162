import { parseConfig } from '@foyer/modal/internal'
import { describe, expect, it } from 'vitest'
import { socialsForBuild } from './socialsForBuild.ts'

describe('socialsForBuild', () => {
  const config = parseConfig({
    projectId: 'p',
    chains: [1],
    email: true,
    socials: ['google', 'github', 'apple', 'farcaster'],
  })

  it('keeps providers with credentials and Farcaster, and names each one it leaves out', () => {
    const warnings: string[] = []
    const built = socialsForBuild(config, (m) => warnings.push(m), {
      FOYER_OAUTH_GITHUB_CLIENT_ID: 'id',
      FOYER_OAUTH_GITHUB_CLIENT_SECRET: 'secret',
      // An id alone is not enough: the token endpoint needs the secret.
      FOYER_OAUTH_GOOGLE_CLIENT_ID: 'id',
    })
    expect(built.socials).toEqual(['github', 'farcaster'])
    expect(warnings).toEqual([
      '[foyer] the "google" login has no OAuth credentials (FOYER_OAUTH_GOOGLE_CLIENT_ID and FOYER_OAUTH_GOOGLE_CLIENT_SECRET): its button is left out of this build.',
      '[foyer] the "apple" login has no OAuth credentials (FOYER_OAUTH_APPLE_CLIENT_ID, FOYER_OAUTH_APPLE_TEAM_ID, FOYER_OAUTH_APPLE_KEY_ID and FOYER_OAUTH_APPLE_PRIVATE_KEY): its button is left out of this build.',
    ])
  })

  it('accepts Apple with a team key instead of a secret', () => {
    const built = socialsForBuild(config, () => {}, {
      FOYER_OAUTH_APPLE_CLIENT_ID: 'id',
      FOYER_OAUTH_APPLE_TEAM_ID: 'TEAM',
      FOYER_OAUTH_APPLE_KEY_ID: 'KEY',
      FOYER_OAUTH_APPLE_PRIVATE_KEY:
        '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    })
    expect(built.socials).toEqual(['apple', 'farcaster'])
  })
})

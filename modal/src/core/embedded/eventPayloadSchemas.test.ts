import { describe, expect, it } from 'vitest'
import { describeIssues } from '../errors/details.ts'
import { SOCIAL_PROVIDERS } from './constants.ts'
import { InvalidEventPayloadError } from './errors.ts'
import { type EventPayloads, eventPayloadSchemas } from './eventPayloadSchemas.ts'

/** Parses as the transport does (appEventSchema composes these), with its error and issues. */
function parseEventPayload<E extends keyof EventPayloads>(event: E, payload: unknown): unknown {
  const result = eventPayloadSchemas[event].safeParse(payload)
  if (result.success) return result.data
  throw new InvalidEventPayloadError({
    event,
    issues: describeIssues(result.error.issues, payload, 'payload'),
  })
}

function issuesOf(run: () => unknown): readonly string[] {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidEventPayloadError) return error.issues
    throw error
  }
  throw new Error('expected an InvalidEventPayloadError')
}

describe('event payload schemas (SPEC §5)', () => {
  it('accepts light and dark theme modes only', () => {
    expect(parseEventPayload('SYNC_THEME', { themeMode: 'dark' })).toEqual({ themeMode: 'dark' })
    expect(parseEventPayload('SYNC_THEME', { themeMode: 'light' })).toEqual({ themeMode: 'light' })
    expect(issuesOf(() => parseEventPayload('SYNC_THEME', { themeMode: 'blue' }))).toEqual([
      'themeMode must be "light" or "dark". Provided: "blue"',
    ])
  })

  it('accepts exactly the listed social providers', () => {
    expect(SOCIAL_PROVIDERS).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
      'farcaster',
    ])
    for (const provider of SOCIAL_PROVIDERS)
      expect(parseEventPayload('GET_SOCIAL_REDIRECT_URI', { provider })).toEqual({ provider })
    expect(
      issuesOf(() => parseEventPayload('GET_SOCIAL_REDIRECT_URI', { provider: 'twitter' })),
    ).toEqual([
      'provider must be one of google, github, apple, facebook, x, discord, farcaster. Provided: "twitter"',
    ])
  })

  it('takes the page to come back to, in redirect mode, as a URL', () => {
    const returnTo = 'https://shop.example.com/checkout?step=2'
    expect(parseEventPayload('GET_SOCIAL_REDIRECT_URI', { provider: 'github', returnTo })).toEqual({
      provider: 'github',
      returnTo,
    })
    expect(
      issuesOf(() =>
        parseEventPayload('GET_SOCIAL_REDIRECT_URI', { provider: 'github', returnTo: 'checkout' }),
      ),
    ).toHaveLength(1)
  })

  it('takes any string as a preferred account type, nothing else', () => {
    expect(parseEventPayload('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
    })
    expect(parseEventPayload('SET_PREFERRED_ACCOUNT', { type: 'future-type' })).toEqual({
      type: 'future-type',
    })
    expect(issuesOf(() => parseEventPayload('SET_PREFERRED_ACCOUNT', { type: 1 }))).toEqual([
      'type must be a string. Provided: 1',
    ])
  })

  it('checks the email format on connect-email and update-email', () => {
    expect(parseEventPayload('CONNECT_EMAIL', { email: 'ada@example.com' })).toEqual({
      email: 'ada@example.com',
    })
    expect(issuesOf(() => parseEventPayload('CONNECT_EMAIL', { email: 'ada@' }))).toEqual([
      'email must be an email address. Provided: "ada@"',
    ])
    expect(issuesOf(() => parseEventPayload('UPDATE_EMAIL', { email: 'nope' }))).toEqual([
      'email must be an email address. Provided: "nope"',
    ])
  })

  it('refuses a chain id at or above the ceiling', () => {
    expect(parseEventPayload('SWITCH_NETWORK', { chainId: 137 })).toEqual({ chainId: 137 })
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(parseEventPayload('SWITCH_NETWORK', { chainId: solana })).toEqual({ chainId: solana })
    expect(issuesOf(() => parseEventPayload('SWITCH_NETWORK', { chainId: 'x' }))).toEqual([
      'chainId must be a chain id below 2147483648 or a CAIP-2 network id. Provided: "x"',
    ])
    expect(issuesOf(() => parseEventPayload('SWITCH_NETWORK', { chainId: 2147483648 }))).toEqual([
      'chainId must be below 2147483648 (Invalid chainId). Provided: 2147483648',
    ])
  })

  it('names the event in the message and rejects a missing payload', () => {
    expect(() => parseEventPayload('CONNECT_EMAIL', undefined)).toThrowError(
      /^Invalid CONNECT_EMAIL payload\n\nDetails: payload .*Provided: undefined$/,
    )
  })
})

import { freePort } from '@foyer/testing/anvil'
import {
  createFarcasterClient,
  FARCASTER_TEST_IDENTITIES,
  type FarcasterRelay,
  startFarcasterRelay,
} from '@foyer/testing/farcaster'
import type { Hex } from 'viem'
import { generateSiweNonce } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createFarcasterChannel,
  FarcasterError,
  type FarcasterSignInAnswer,
  readFarcasterChannel,
  verifyFarcasterSignIn,
} from './farcaster.ts'

const alice = FARCASTER_TEST_IDENTITIES[0]!
const domain = 'app.example:5173'
const siweUri = `http://${domain}/login`

let relay: FarcasterRelay
beforeAll(async () => {
  relay = await startFarcasterRelay()
})
afterAll(() => relay.close())

/** Opens a channel with `nonce`, lets alice sign it, and reads the answer. */
async function signedAnswer(
  nonce = generateSiweNonce(),
  signIn?: { now?: Date },
): Promise<{ answer: FarcasterSignInAnswer; nonce: string }> {
  const channel = await createFarcasterChannel(relay.url, { domain, siweUri, nonce })
  await createFarcasterClient({ relayUrl: relay.url, ...alice }).signIn(channel.url, signIn)
  const answer = await readFarcasterChannel(relay.url, channel.channelToken)
  if (answer.state !== 'completed') throw new Error('the channel is still pending')
  return { answer, nonce }
}

async function failure(promise: Promise<unknown>): Promise<FarcasterError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FarcasterError)
  return error as FarcasterError
}

describe('Sign In With Farcaster against the local relay', () => {
  it('opens a channel, reads it pending then completed, and verifies the sign-in', async () => {
    const nonce = generateSiweNonce()
    const channel = await createFarcasterChannel(relay.url, { domain, siweUri, nonce })
    expect(channel.url).toBe(`https://farcaster.xyz/~/siwf?channelToken=${channel.channelToken}`)
    expect(channel.clientUrl).toContain(`${relay.url}/client?url=`)
    expect(await readFarcasterChannel(relay.url, channel.channelToken)).toEqual({
      state: 'pending',
    })

    await createFarcasterClient({ relayUrl: relay.url, ...alice }).signIn(channel.url)
    const answer = await readFarcasterChannel(relay.url, channel.channelToken)
    expect(answer).toMatchObject({
      state: 'completed',
      fid: 1001,
      username: 'alice',
      displayName: 'Alice',
      custody: alice.custody,
    })
    if (answer.state !== 'completed') throw new Error('unreachable')
    expect(await verifyFarcasterSignIn(answer, { domain, nonce })).toEqual({
      fid: 1001,
      username: 'alice',
      displayName: 'Alice',
      custody: alice.custody,
    })

    // The relay closes a channel once it answered it completed.
    const gone = await failure(readFarcasterChannel(relay.url, channel.channelToken))
    expect(gone.code).toBe('expired')
  })

  it('refuses a message signed for another nonce', async () => {
    const { answer } = await signedAnswer('aaaaaaaaaaaaaaaa')
    const error = await failure(
      verifyFarcasterSignIn(answer, { domain, nonce: 'bbbbbbbbbbbbbbbb' }),
    )
    expect(error.code).toBe('nonce_mismatch')
    expect(error.message).toContain('"aaaaaaaaaaaaaaaa"')
  })

  it('refuses a message for another domain, naming both', async () => {
    const { answer, nonce } = await signedAnswer()
    const error = await failure(verifyFarcasterSignIn(answer, { domain: 'wallet.example', nonce }))
    expect(error.code).toBe('domain_mismatch')
    expect(error.message).toBe(
      `The Farcaster sign-in message is for domain "${domain}", but this server signs in only "wallet.example".`,
    )
  })

  it('refuses a tampered signature or message', async () => {
    const { answer, nonce } = await signedAnswer()
    // One hex digit of r changed: a valid-looking signature that recovers to someone else.
    const digit = answer.signature[20] === 'a' ? 'b' : 'a'
    const signature = `${answer.signature.slice(0, 20)}${digit}${answer.signature.slice(21)}` as Hex
    const tampered = { ...answer, signature }
    expect((await failure(verifyFarcasterSignIn(tampered, { domain, nonce }))).code).toBe(
      'bad_signature',
    )
    const edited = {
      ...answer,
      message: answer.message.replace('Farcaster Auth', 'Farcaster Connect'),
    }
    const error = await failure(verifyFarcasterSignIn(edited, { domain, nonce }))
    expect(error.code).toBe('bad_signature')
    expect(error.message).toContain(alice.custody)
  })

  it('refuses an answer whose fid or custody does not match the message', async () => {
    const { answer, nonce } = await signedAnswer()
    const otherFid = await failure(
      verifyFarcasterSignIn({ ...answer, fid: 1002 }, { domain, nonce }),
    )
    expect(otherFid.code).toBe('fid_mismatch')
    expect(otherFid.message).toBe(
      'The Farcaster sign-in message signs in fid 1001, but the relay says fid 1002 signed it.',
    )
    const bob = FARCASTER_TEST_IDENTITIES[1]!
    const otherCustody = await failure(
      verifyFarcasterSignIn({ ...answer, custody: bob.custody }, { domain, nonce }),
    )
    expect(otherCustody.code).toBe('fid_mismatch')
  })

  it('refuses an expired message, and one that is not a SIWF message', async () => {
    const { answer, nonce } = await signedAnswer()
    const later = new Date(Date.now() + 11 * 60_000)
    const expired = await failure(verifyFarcasterSignIn(answer, { domain, nonce, now: later }))
    expect(expired.code).toBe('expired')
    expect(expired.message).toMatch(/^The Farcaster sign-in message expired at /)

    const signedLongAgo = await signedAnswer(undefined, { now: new Date(Date.now() - 3_600_000) })
    const stale = await failure(
      verifyFarcasterSignIn(signedLongAgo.answer, { domain, nonce: signedLongAgo.nonce }),
    )
    expect(stale.code).toBe('expired')

    const garbage = await failure(
      verifyFarcasterSignIn({ ...answer, message: 'hello' }, { domain, nonce }),
    )
    expect(garbage.code).toBe('invalid_message')
    expect(garbage.message).toMatch(
      /^The Farcaster sign-in message cannot be read: it is not an EIP-4361/,
    )
  })

  it('says the relay is not answering when it is down or failing', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    const down = await failure(
      createFarcasterChannel(closed, { domain, siweUri, nonce: generateSiweNonce() }),
    )
    expect(down).toMatchObject({
      code: 'relay_unreachable',
      message: 'The Farcaster relay is not answering: try again in a moment.',
    })
    expect((await failure(readFarcasterChannel(closed, 'ABCDEFGH'))).code).toBe('relay_unreachable')

    const failing = (async () => new Response('oops', { status: 503 })) as typeof fetch
    const error = await failure(readFarcasterChannel(relay.url, 'ABCDEFGH', { fetch: failing }))
    expect(error).toMatchObject({
      code: 'relay_error',
      message: 'The Farcaster relay is not answering: try again in a moment.',
    })
  })

  it('says why the relay refused to open a channel', async () => {
    const error = await failure(
      createFarcasterChannel(relay.url, {
        domain: 'https://bad',
        siweUri,
        nonce: generateSiweNonce(),
      }),
    )
    expect(error.code).toBe('relay_error')
    expect(error.message).toMatch(
      /^The Farcaster relay refused to start a sign-in for https:\/\/bad \(400: body\/domain must match pattern/,
    )
  })
})

import { type Anvil, anvilAccounts, freePort, startAnvil } from '@foyer/testing/anvil'
import {
  erc1271WalletArtifact,
  idRegistryAddresses,
  installIdRegistry,
  registerFid,
} from '@foyer/testing/contracts'
import {
  createFarcasterClient,
  FARCASTER_TEST_IDENTITIES,
  type FarcasterRelay,
  startFarcasterRelay,
} from '@foyer/testing/farcaster'
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createFarcasterChannel,
  FARCASTER_ID_REGISTRY,
  FarcasterError,
  type FarcasterSignInAnswer,
  readFarcasterChannel,
  verifyFarcasterSignIn,
} from './farcaster.ts'

const alice = FARCASTER_TEST_IDENTITIES[0]!
const bob = FARCASTER_TEST_IDENTITIES[1]!
const domain = 'app.example:5173'
const siweUri = `http://${domain}/login`

let relay: FarcasterRelay
/** The OP Mainnet node: an anvil with the IdRegistry fixture, alice and bob registered. */
let opMainnet: Anvil
/** A client of it, as the server's routes make one. */
let publicClient: PublicClient
beforeAll(async () => {
  ;[relay, opMainnet] = await Promise.all([startFarcasterRelay(), startAnvil({ chainId: 10 })])
  await installIdRegistry({ rpcUrl: opMainnet.url })
  for (const { fid, custody } of [alice, bob])
    await registerFid({ rpcUrl: opMainnet.url, fid, custody })
  publicClient = createPublicClient({ transport: http(opMainnet.url) })
})
afterAll(() => Promise.all([relay.close(), opMainnet.stop()]))

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
    expect(await verifyFarcasterSignIn(answer, { domain, nonce, publicClient })).toEqual({
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
      verifyFarcasterSignIn(answer, { domain, nonce: 'bbbbbbbbbbbbbbbb', publicClient }),
    )
    expect(error.code).toBe('nonce_mismatch')
    expect(error.message).toContain('"aaaaaaaaaaaaaaaa"')
  })

  it('refuses a message for another domain, naming both', async () => {
    const { answer, nonce } = await signedAnswer()
    const error = await failure(
      verifyFarcasterSignIn(answer, { domain: 'wallet.example', nonce, publicClient }),
    )
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
    expect(
      (await failure(verifyFarcasterSignIn(tampered, { domain, nonce, publicClient }))).code,
    ).toBe('bad_signature')
    const edited = {
      ...answer,
      message: answer.message.replace('Farcaster Auth', 'Farcaster Connect'),
    }
    const error = await failure(verifyFarcasterSignIn(edited, { domain, nonce, publicClient }))
    expect(error.code).toBe('bad_signature')
    expect(error.message).toContain(alice.custody)
  })

  it('refuses an answer whose fid or custody does not match the message', async () => {
    const { answer, nonce } = await signedAnswer()
    const otherFid = await failure(
      verifyFarcasterSignIn({ ...answer, fid: 1002 }, { domain, nonce, publicClient }),
    )
    expect(otherFid.code).toBe('fid_mismatch')
    expect(otherFid.message).toBe(
      'The Farcaster sign-in message signs in fid 1001, but the relay says fid 1002 signed it.',
    )
    const otherCustody = await failure(
      verifyFarcasterSignIn({ ...answer, custody: bob.custody }, { domain, nonce, publicClient }),
    )
    expect(otherCustody.code).toBe('custody_mismatch')
  })

  it('refuses an expired message, and one that is not a SIWF message', async () => {
    const { answer, nonce } = await signedAnswer()
    const later = new Date(Date.now() + 11 * 60_000)
    const expired = await failure(
      verifyFarcasterSignIn(answer, { domain, nonce, now: later, publicClient }),
    )
    expect(expired.code).toBe('expired')
    expect(expired.message).toMatch(/^The Farcaster sign-in message expired at /)

    const signedLongAgo = await signedAnswer(undefined, { now: new Date(Date.now() - 3_600_000) })
    const stale = await failure(
      verifyFarcasterSignIn(signedLongAgo.answer, {
        domain,
        nonce: signedLongAgo.nonce,
        publicClient,
      }),
    )
    expect(stale.code).toBe('expired')

    const garbage = await failure(
      verifyFarcasterSignIn({ ...answer, message: 'hello' }, { domain, nonce, publicClient }),
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

describe('Farcaster custody, read from the IdRegistry and never from the relay', () => {
  it("verifies on the IdRegistry's custody when the relay leaves its own out", async () => {
    const { answer, nonce } = await signedAnswer()
    const { custody: _relays, ...withoutCustody } = answer
    expect(await verifyFarcasterSignIn(withoutCustody, { domain, nonce, publicClient })).toEqual({
      fid: 1001,
      username: 'alice',
      displayName: 'Alice',
      custody: alice.custody,
    })

    // The relay's status answer without `custody` reads too.
    const completed = { ...withoutCustody, state: 'completed' }
    const relayFetch = (async () => Response.json(completed)) as unknown as typeof fetch
    const read = await readFarcasterChannel(relay.url, 'ABCDEFGH', { fetch: relayFetch })
    expect(read).not.toHaveProperty('custody')
  })

  it('refuses a relay that names another custody address, in words naming both', async () => {
    const { answer, nonce } = await signedAnswer()
    const error = await failure(
      verifyFarcasterSignIn({ ...answer, custody: bob.custody }, { domain, nonce, publicClient }),
    )
    expect(error).toMatchObject({
      code: 'custody_mismatch',
      message: `The Farcaster relay says the custody address of fid 1001 is ${bob.custody}, but Farcaster's IdRegistry says ${alice.custody}: the sign-in is refused.`,
    })
  })

  it('refuses an fid the IdRegistry does not hold', async () => {
    const nonce = generateSiweNonce()
    const channel = await createFarcasterChannel(relay.url, { domain, siweUri, nonce })
    const dave = privateKeyToAccount(anvilAccounts[8]!.privateKey)
    relay.registerFid(4004, dave.address)
    await createFarcasterClient({
      relayUrl: relay.url,
      custodyKey: anvilAccounts[8]!.privateKey,
      fid: 4004,
      username: 'dave',
    }).signIn(channel.url)
    const answer = await readFarcasterChannel(relay.url, channel.channelToken)
    if (answer.state !== 'completed') throw new Error('the channel is still pending')
    const error = await failure(verifyFarcasterSignIn(answer, { domain, nonce, publicClient }))
    expect(error).toMatchObject({
      code: 'unknown_fid',
      message: "Fid 4004 is not registered in Farcaster's IdRegistry, so it cannot sign in.",
    })
  })

  it('says the node is not answering, or has no IdRegistry, and never signs in then', async () => {
    const { answer, nonce } = await signedAnswer()
    const closed = createPublicClient({
      transport: http(`http://127.0.0.1:${await freePort()}`, { retryCount: 0 }),
    })
    const down = await failure(
      verifyFarcasterSignIn(answer, { domain, nonce, publicClient: closed }),
    )
    expect(down).toMatchObject({
      code: 'chain_unreachable',
      message:
        "Could not check the Farcaster sign-in: the OP Mainnet node that holds Farcaster's IdRegistry is not answering. Try again in a moment.",
    })
    const elsewhere = '0x00000000000000000000000000000000000fc000'
    const missing = await failure(
      verifyFarcasterSignIn(answer, { domain, nonce, publicClient, idRegistry: elsewhere }),
    )
    expect(missing).toMatchObject({
      code: 'chain_error',
      message: `Could not check the Farcaster sign-in: this server's OP Mainnet node has no IdRegistry at ${elsewhere}. Try again later.`,
    })
    expect(FARCASTER_ID_REGISTRY).toBe(idRegistryAddresses.registry)
  })

  it('verifies a contract custody by ERC-1271 on the same node', async () => {
    const owner = privateKeyToAccount(anvilAccounts[7]!.privateKey)
    const wallet = createWalletClient({ account: owner, transport: http(opMainnet.url) })
    const hash = await wallet.deployContract({
      ...erc1271WalletArtifact,
      args: [owner.address],
      chain: null,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error('no contract deployed')
    const contractAddress = getAddress(receipt.contractAddress)
    await registerFid({ rpcUrl: opMainnet.url, fid: 2001, custody: contractAddress })

    const nonce = generateSiweNonce()
    const message = createSiweMessage({
      domain,
      address: contractAddress,
      statement: 'Farcaster Auth',
      uri: siweUri,
      version: '1',
      chainId: 10,
      nonce,
      issuedAt: new Date(),
      resources: ['farcaster://fid/2001'],
    })
    const answer: FarcasterSignInAnswer = {
      state: 'completed',
      message,
      signature: await owner.signMessage({ message }),
      fid: 2001,
      username: 'safe',
    }
    expect(await verifyFarcasterSignIn(answer, { domain, nonce, publicClient })).toEqual({
      fid: 2001,
      username: 'safe',
      custody: contractAddress,
    })
    const stranger = privateKeyToAccount(anvilAccounts[6]!.privateKey)
    const forged = { ...answer, signature: await stranger.signMessage({ message }) }
    const error = await failure(verifyFarcasterSignIn(forged, { domain, nonce, publicClient }))
    expect(error.code).toBe('bad_signature')
  })
})

import { randomBytes } from 'node:crypto'
import { type Anvil, startAnvil } from '@foyer/testing/anvil'
import { type Bundler, startBundler } from '@foyer/testing/bundler'
import {
  foyerBatchAccountAbi,
  foyerBatchAccountArtifact,
  foyerPaymasterAbi,
  installAccountAbstraction,
  installBatchAccount,
  installPaymaster,
} from '@foyer/testing/contracts'
import {
  type Address,
  createPublicClient,
  custom,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Address,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useAuthServer } from '../testing/authServer.ts'

const CHAIN = 31337
const sponsorKey = generatePrivateKey()
const sponsor = privateKeyToAccount(sponsorKey)
let anvil: Anvil
let bundler: Bundler
let paymaster: Address

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN })
  await installAccountAbstraction({ rpcUrl: anvil.url })
  await installBatchAccount({ rpcUrl: anvil.url })
  paymaster = await installPaymaster({ rpcUrl: anvil.url, signer: sponsor.address })
  bundler = await startBundler({ rpcUrl: anvil.url })
}, 90_000)
afterAll(async () => {
  await bundler?.stop()
  await anvil?.stop()
})

const chain = {
  id: CHAIN,
  name: 'anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] as string[] } },
}

let emails = 0
const newDevice = () => `device_${randomBytes(8).toString('hex')}`

const stubOperation = (sender: Address) => ({
  sender,
  nonce: '0x0',
  callData: '0x',
  callGasLimit: '0x1',
  verificationGasLimit: '0x1',
  preVerificationGas: '0x1',
  maxFeePerGas: '0x1',
  maxPriorityFeePerGas: '0x1',
  signature: '0x',
})

/** Sign-in and JSON-RPC calls against the server of `useAuthServer`. */
function clientOf(t: ReturnType<typeof useAuthServer>) {
  /** A signed-in user whose stored auth share is for `owner` (as the frame stores it). */
  async function signedInWallet() {
    const owner = privateKeyToAccount(generatePrivateKey())
    const email = `userop${++emails}.${Date.now().toString(36)}@example.com`
    const deviceId = newDevice()
    await t.call('/v1/auth/email/start', { email, deviceId })
    const mail = (await (
      await fetch(`${t.server.mailboxUrl}/latest?to=${encodeURIComponent(email)}`)
    ).json()) as { code: string }
    const verified = await t.call('/v1/auth/email/verify', { email, deviceId, otp: mail.code })
    const token = verified.body.token as string
    const share = randomBytes(33)
    share[32] = 1
    const stored = await t.call(
      '/v1/keys/auth-share',
      { share: share.toString('base64'), address: owner.address },
      token,
      'PUT',
    )
    expect(stored.status).toBe(200)
    return { owner, token, deviceId }
  }

  const rpc = (
    service: 'bundler' | 'paymaster',
    method: string,
    params: unknown[],
    token?: string,
    chainId = CHAIN,
  ) =>
    t.call(
      `/v1/user-operations/${service}?chainId=${chainId}`,
      {
        jsonrpc: '2.0',
        id: 7,
        method,
        params,
      },
      token,
    )

  return { signedInWallet, rpc }
}

describe('ERC-4337 through the server: its bundler route and its ERC-7677 paymaster', () => {
  const t = useAuthServer('pglite', {
    appName: 'Sponsor demo',
    userOperations: { sponsoredPerUserPerDay: 1 },
    chains: () => [
      {
        id: CHAIN,
        rpcUrl: anvil.url,
        bundlerUrl: bundler.url,
        paymaster: { address: paymaster, signerKey: sponsorKey },
      },
      { id: 1, rpcUrl: anvil.url },
    ],
  })

  const { signedInWallet, rpc } = clientOf(t)

  it('a stranger without a session reaches neither the bundler nor the paymaster', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    for (const service of ['bundler', 'paymaster'] as const) {
      const answer = await rpc(
        service,
        service === 'bundler' ? 'eth_supportedEntryPoints' : 'pm_getPaymasterStubData',
        [stubOperation(stranger), entryPoint08Address, numberToHex(CHAIN), null],
      )
      expect(answer.status).toBe(401)
      expect(answer.body.error).toBe('no_session')
    }
  })

  it("a signed-in user cannot get another wallet's operation sponsored or sent", async () => {
    const { token } = await signedInWallet()
    const other = privateKeyToAccount(generatePrivateKey()).address
    const paid = await rpc(
      'paymaster',
      'pm_getPaymasterData',
      [stubOperation(other), entryPoint08Address, numberToHex(CHAIN), null],
      token,
    )
    expect(paid.body.error).toMatchObject({ code: 4100 })
    expect((paid.body.error as unknown as { message: string }).message).toContain(
      `params[0].sender must be this session's wallet`,
    )
    const sent = await rpc(
      'bundler',
      'eth_sendUserOperation',
      [stubOperation(other), entryPoint08Address],
      token,
    )
    expect(sent.body.error).toMatchObject({ code: 4100 })
    // Only the bundler methods a wallet needs; the chain must have a paymaster to sponsor.
    const listed = await rpc('bundler', 'debug_bundler_dumpMempool', [], token)
    expect(listed.body.error).toMatchObject({ code: -32601 })
    const elsewhere = await rpc('paymaster', 'pm_getPaymasterStubData', [], token, 1)
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.body.message).toContain('a paymaster for (31337) (received 1)')
    const wrongEntryPoint = await rpc(
      'paymaster',
      'pm_getPaymasterStubData',
      [
        stubOperation(other),
        '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
        numberToHex(CHAIN),
        null,
      ],
      token,
    )
    expect((wrongEntryPoint.body.error as unknown as { message: string }).message).toContain(
      'params[1] must be EntryPoint v0.8',
    )
  })

  it('refuses to sponsor an operation whose gas may cost more than maxGasCost, without counting it', async () => {
    const { owner, token } = await signedInWallet()
    const costly = {
      ...stubOperation(owner.address),
      callGasLimit: '0x1000000',
      verificationGasLimit: '0x100000',
      preVerificationGas: '0x10000',
      // 10,000 gwei: 17.9M gas at that fee is about 179 ETH.
      maxFeePerGas: '0x9184e72a000',
    }
    const refused = await rpc(
      'paymaster',
      'pm_getPaymasterData',
      [costly, entryPoint08Address, numberToHex(CHAIN), null],
      token,
    )
    expect(refused.body.error).toMatchObject({
      code: -32602,
      message: expect.stringMatching(
        /^params\[0\] may cost up to 179\.\d+ in gas \(its gas limits times maxFeePerGas 10000000000000\); Sponsor demo sponsors at most 0\.05 an operation$/,
      ),
    })
    // Not counted: a cheap one of the same user is still signed (sponsoredPerUserPerDay is 1).
    const cheap = await rpc(
      'paymaster',
      'pm_getPaymasterData',
      [stubOperation(owner.address), entryPoint08Address, numberToHex(CHAIN), null],
      token,
    )
    expect(cheap.body.result).toMatchObject({ paymaster })
  })

  it("runs the wallet's own batch as a UserOperation the app pays for, once a day here", async () => {
    const { owner, token, deviceId } = await signedInWallet()
    const client = createPublicClient({ chain, transport: http(anvil.url), pollingInterval: 100 })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [owner.address, numberToHex(parseEther('1'))] as never,
    })
    const through = (service: 'bundler' | 'paymaster') =>
      custom({
        async request({ method, params }) {
          const response = await fetch(
            `${t.server.url}/v1/user-operations/${service}?chainId=${CHAIN}`,
            {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${token}`,
                'x-foyer-device': deviceId,
              },
              body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
            },
          )
          const body = (await response.json()) as { result?: unknown; error?: { message: string } }
          if (body.error) throw Object.assign(new Error(body.error.message), body.error)
          return body.result
        },
      })
    const paymasterClient = createPaymasterClient({ transport: through('paymaster') })
    const stub = (await paymasterClient.request({
      method: 'pm_getPaymasterStubData',
      params: [
        { ...stubOperation(owner.address), nonce: '0x0' } as never,
        entryPoint08Address,
        numberToHex(CHAIN),
        undefined as never,
      ],
    })) as { sponsor?: { name: string } }
    expect(stub.sponsor).toEqual({ name: 'Sponsor demo' })
    const bundlerClient = createBundlerClient({
      client,
      transport: through('bundler'),
      paymaster: paymasterClient,
      userOperation: {
        async estimateFeesPerGas() {
          const price = (await bundlerClient.request({
            method: 'pimlico_getUserOperationGasPrice' as never,
          })) as { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
          return {
            maxFeePerGas: BigInt(price.fast.maxFeePerGas),
            maxPriorityFeePerGas: BigInt(price.fast.maxPriorityFeePerGas),
          }
        },
      },
    })
    const account = await toSimple7702SmartAccount({
      client,
      owner,
      implementation: foyerBatchAccountArtifact.address,
    })
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const depositBefore = await client.readContract({
      address: paymaster,
      abi: foyerPaymasterAbi,
      functionName: 'getDeposit',
    })
    const hash = await bundlerClient.sendUserOperation({
      account,
      authorization: await owner.signAuthorization({
        address: foyerBatchAccountArtifact.address,
        chainId: CHAIN,
        nonce: 0,
      }),
      calls: [{ to: receiver, value: parseEther('0.25') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({
      hash,
      timeout: 30_000,
      pollingInterval: 100,
    })
    expect(receipt.success).toBe(true)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
    expect(await client.getBalance({ address: owner.address })).toBe(parseEther('0.75'))
    const depositAfter = await client.readContract({
      address: paymaster,
      abi: foyerPaymasterAbi,
      functionName: 'getDeposit',
    })
    expect(depositAfter).toBeLessThan(depositBefore)
    // sponsoredPerUserPerDay is 1, in the database: the next sponsorship is refused.
    const again = await rpc(
      'paymaster',
      'pm_getPaymasterData',
      [stubOperation(owner.address), entryPoint08Address, numberToHex(CHAIN), null],
      token,
    )
    expect(again.body.error).toMatchObject({
      code: -32005,
      message: expect.stringContaining('Sponsor demo sponsors at most 1 operations a day'),
    })
  }, 60_000)
})

describe('a paymaster that sponsors calls to some contracts only (userOperations.sponsoredTargets)', () => {
  const target = '0x00000000000000000000000000000000000a9900'
  const t = useAuthServer('pglite', {
    appName: 'Sponsor demo',
    userOperations: { sponsoredTargets: [target] },
    chains: () => [
      {
        id: CHAIN,
        rpcUrl: anvil.url,
        bundlerUrl: bundler.url,
        paymaster: { address: paymaster, signerKey: sponsorKey },
      },
    ],
  })
  const { signedInWallet, rpc } = clientOf(t)
  const batch = (...to: Address[]) =>
    encodeFunctionData({
      abi: foyerBatchAccountAbi,
      functionName: 'executeBatch',
      args: [to.map((address) => ({ to: address, value: 0n, data: '0x' as const }))],
    })

  it('signs for calls to the listed contracts only, and names the call that is not', async () => {
    const { owner, token } = await signedInWallet()
    const data = (callData: Hex) =>
      rpc(
        'paymaster',
        'pm_getPaymasterData',
        [
          { ...stubOperation(owner.address), callData },
          entryPoint08Address,
          numberToHex(CHAIN),
          null,
        ],
        token,
      )
    const elsewhere = `0x${'77'.repeat(20)}` as Address
    const refused = await data(batch(target, elsewhere))
    expect(refused.body.error).toMatchObject({
      code: -32602,
      message: `params[0].callData: call 2 goes to ${getAddress(elsewhere)}, which Sponsor demo does not sponsor`,
    })
    expect((await data('0xdeadbeef')).body.error).toMatchObject({
      message:
        "params[0].callData: it is not the account's execute or executeBatch, which Sponsor demo does not sponsor",
    })
    expect((await data(batch(target, target))).body.result).toMatchObject({ paymaster })
  })
})

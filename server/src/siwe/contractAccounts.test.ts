import { buildRegisterNameMessage } from '@foyer/modal/frame-protocol'
import { type Anvil, anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import {
  CREATE2_DEPLOYER,
  erc1271WalletArtifact,
  foyerBatchAccountArtifact,
  installBatchAccount,
} from '@foyer/testing/contracts'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvil as anvilChain } from 'viem/chains'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainIdToCoinType } from '../names/coinType.ts'
import { fromIp } from '../testing/rateWindows.ts'
import { storageKinds, useTestApp } from '../testing/storages.ts'

// Issue 27, item 6: sign-in and name registration for accounts that are contracts, checked on
// anvil: a deployed ERC-1271 account, an EOA delegated with EIP-7702 to the batch account the
// embedded wallet uses, and an ERC-6492 counterfactual account (not deployed yet: its signature
// carries the factory call that would deploy it).

const [owner, stranger, delegator] = anvilAccounts
  .slice(0, 3)
  .map((a) => privateKeyToAccount(a.privateKey)) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]
const ORIGIN = 'http://localhost'

let anvil: Anvil
/** Each kind of contract account, by the name the tests print. */
const accounts: Record<'ERC-1271 (deployed)' | 'EIP-7702 (delegated)', Address> = {
  'ERC-1271 (deployed)': '0x',
  'EIP-7702 (delegated)': delegator.address,
}
/** The counterfactual account: where the CREATE2 deployer would put an ERC-1271 wallet of `owner`. */
let counterfactual: { address: Address; factoryData: Hex }

beforeAll(async () => {
  anvil = await startAnvil()
  const transport = http(anvil.url)
  const client = createPublicClient({ chain: anvilChain, transport })
  const wallet = (account: typeof owner) =>
    createWalletClient({ account, chain: anvilChain, transport })

  const deployed = await wallet(owner).deployContract({
    ...erc1271WalletArtifact,
    args: [owner.address],
  })
  accounts['ERC-1271 (deployed)'] = getAddress(
    (await client.waitForTransactionReceipt({ hash: deployed, pollingInterval: 50 }))
      .contractAddress!,
  )

  await installBatchAccount({ rpcUrl: anvil.url })
  const authorization = await wallet(delegator).signAuthorization({
    contractAddress: foyerBatchAccountArtifact.address,
    executor: 'self',
  })
  const delegated = await wallet(delegator).sendTransaction({
    authorizationList: [authorization],
    to: delegator.address,
  })
  await client.waitForTransactionReceipt({ hash: delegated, pollingInterval: 50 })

  const initCode = encodeDeployData({ ...erc1271WalletArtifact, args: [owner.address] })
  const salt = keccak256(toHex('foyer counterfactual'))
  counterfactual = {
    address: getContractAddress({
      opcode: 'CREATE2',
      from: CREATE2_DEPLOYER,
      salt,
      bytecode: initCode,
    }),
    // Arachnid's deployer takes the salt followed by the init code.
    factoryData: concat([salt, initCode]),
  }
})
afterAll(() => anvil?.stop())

/** The chain as the tests found it: what each account's address holds. */
async function codeAt(address: Address): Promise<Hex | undefined> {
  return createPublicClient({ chain: anvilChain, transport: http(anvil.url) }).getCode({ address })
}

it('the accounts are what the tests say: a contract, a 7702 designator, no code yet', async () => {
  expect(await codeAt(CREATE2_DEPLOYER)).toMatch(/^0x[0-9a-f]{10,}/)
  // The wallet's code, with its owner as an immutable.
  expect(await codeAt(accounts['ERC-1271 (deployed)'])).toContain(
    owner.address.slice(2).toLowerCase(),
  )
  expect(await codeAt(delegator.address)).toBe(
    concat(['0xef0100', foyerBatchAccountArtifact.address]).toLowerCase(),
  )
  expect(await codeAt(counterfactual.address)).toBeUndefined()
})

/** A signature of `message` for each account: by its owner or, for the refusals, a stranger. */
async function sign(
  kind: keyof typeof accounts | 'ERC-6492 (counterfactual)',
  message: string,
  by: 'owner' | 'stranger',
): Promise<{ address: Address; signature: Hex }> {
  const signer = by === 'stranger' ? stranger : kind === 'EIP-7702 (delegated)' ? delegator : owner
  const signature = await signer.signMessage({ message })
  if (kind !== 'ERC-6492 (counterfactual)') return { address: accounts[kind], signature }
  return {
    address: counterfactual.address,
    signature: serializeErc6492Signature({
      address: CREATE2_DEPLOYER,
      data: counterfactual.factoryData,
      signature,
    }),
  }
}

const kinds = ['ERC-1271 (deployed)', 'EIP-7702 (delegated)', 'ERC-6492 (counterfactual)'] as const

describe.each(storageKinds)('contract accounts on %s', (storageKind) => {
  const t = useTestApp(storageKind, () => ({
    chains: [{ id: 31337, rpcUrl: anvil.url }],
    projectIds: ['demo'],
    appOrigins: [ORIGIN],
  }))
  let ips = 0
  /** Each request from an IP of its own, so no per-IP limit decides a test. */
  const request = (path: string, body?: unknown) =>
    t.app.request(
      `${ORIGIN}${path}`,
      body === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
      fromIp(`10.27.${storageKind === 'pglite' ? 1 : 2}.${++ips}`),
    )

  async function signIn(kind: (typeof kinds)[number], by: 'owner' | 'stranger') {
    const { nonce } = (await (await request('/v1/siwe/nonce')).json()) as { nonce: string }
    const address = kind === 'ERC-6492 (counterfactual)' ? counterfactual.address : accounts[kind]
    const message = createSiweMessage({
      address,
      chainId: 31337,
      domain: 'localhost',
      uri: ORIGIN,
      version: '1',
      nonce,
    })
    const { signature } = await sign(kind, message, by)
    const response = await request('/v1/siwe/verify', { message, signature })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  async function registerName(
    kind: (typeof kinds)[number],
    name: string,
    by: 'owner' | 'stranger',
  ) {
    const message = buildRegisterNameMessage({ name })
    const { address, signature } = await sign(kind, message, by)
    const response = await request('/v1/profile/account', {
      coinType: chainIdToCoinType(31337),
      address,
      signature,
      message,
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it.each(kinds)('%s signs in with its owner’s signature, never a stranger’s', async (kind) => {
    const address = kind === 'ERC-6492 (counterfactual)' ? counterfactual.address : accounts[kind]
    const signedIn = await signIn(kind, 'owner')
    expect(signedIn.status).toBe(200)
    expect(getAddress(signedIn.body.address as string)).toBe(address)
    expect(signedIn.body.chainId).toBe(31337)

    const refused = await signIn(kind, 'stranger')
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe(`The signature is not ${address}'s signature of this message`)
  })

  it.each(kinds)(
    '%s registers a name with its owner’s signature, never a stranger’s',
    async (kind) => {
      const name = `${storageKind}-${kind.slice(4, 8).toLowerCase()}-${kind.length}`
      const refused = await registerName(kind, `${name}-x`, 'stranger')
      expect(refused.status).toBe(401)
      expect((refused.body.reasons as unknown[])[0]).toMatchObject({
        field: 'body.signature',
        rule: 'signer',
      })

      const registered = await registerName(kind, name, 'owner')
      expect(registered.status).toBe(200)
      const address = kind === 'ERC-6492 (counterfactual)' ? counterfactual.address : accounts[kind]
      expect(registered.body.addresses).toEqual({
        [String(chainIdToCoinType(31337))]: { address },
      })
      const lookup = await request(`/v1/profile/reverse/${address}`)
      expect(((await lookup.json()) as { name: string }[]).map((n) => n.name)).toEqual([
        expect.stringContaining(name),
      ])
    },
  )

  it('checking an ERC-6492 signature deployed nothing: the account still has no code', async () => {
    expect(await codeAt(counterfactual.address)).toBeUndefined()
  })
})

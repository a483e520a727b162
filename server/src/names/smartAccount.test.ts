import type { NameProfile } from '@foyer/modal/contracts'
import { buildRegisterNameMessage } from '@foyer/modal/frame-protocol'
import { type Anvil, anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import { erc1271WalletArtifact } from '@foyer/testing/contracts'
import { type Address, createPublicClient, createWalletClient, getAddress, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvil as anvilChain } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../http/errors.ts'
import { storageKinds, useTestApp } from '../testing/storages.ts'
import { chainIdToCoinType } from './coinType.ts'

const accounts = anvilAccounts.map((a) => privateKeyToAccount(a.privateKey))
const owner = accounts[0]!
const stranger = accounts[1]!

let anvil: Anvil
/** An ERC-1271 contract account whose owner is `owner`. */
let wallet: Address
beforeAll(async () => {
  anvil = await startAnvil()
  const transport = http(anvil.url)
  const deployer = createWalletClient({ account: owner, chain: anvilChain, transport })
  const hash = await deployer.deployContract({ ...erc1271WalletArtifact, args: [owner.address] })
  const receipt = await createPublicClient({
    chain: anvilChain,
    transport,
  }).waitForTransactionReceipt({ hash, pollingInterval: 50 })
  wallet = getAddress(receipt.contractAddress!)
})
afterAll(() => anvil?.stop())

describe.each(storageKinds)('a smart account (ERC-1271) registering a name on %s', (kind) => {
  const t = useTestApp(kind, () => ({
    chains: [{ id: 31337, rpcUrl: anvil.url }],
    projectIds: ['demo'],
  }))

  const register = async <T>(name: string, signer: typeof owner) => {
    const message = buildRegisterNameMessage({ name })
    const response = await t.app.request('/v1/profile/account', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coinType: chainIdToCoinType(31337),
        address: wallet,
        signature: await signer.signMessage({ message }),
        message,
      }),
    })
    return { status: response.status, body: (await response.json()) as T }
  }

  it("registers the contract's address when its owner signed: the chain says the signature is valid", async () => {
    const { status, body } = await register<NameProfile>('smart-account', owner)
    expect(status).toBe(200)
    expect(body.addresses).toEqual({ [String(chainIdToCoinType(31337))]: { address: wallet } })
  })

  it('refuses a signature by a key the contract does not accept', async () => {
    const { status, body } = await register<ErrorBody>('smart-stranger', stranger)
    expect(status).toBe(401)
    expect(body.reasons[0]).toMatchObject({ field: 'body.signature', rule: 'signer' })
  })
})

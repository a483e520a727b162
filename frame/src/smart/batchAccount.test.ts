import { type Anvil, anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import {
  foyerBatchAccountAbi,
  foyerBatchAccountArtifact,
  installBatchAccount,
} from '@foyer/testing/contracts'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  hashMessage,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeRequest } from '../app/executeRequest.ts'
import {
  BATCH_ACCOUNT,
  batchTransaction,
  decodeBatch,
  delegationOf,
  sendDelegation,
  servesBatchAccount,
} from './batchAccount.ts'

const CHAIN_ID = 31337
const RECEIVER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const stranger = privateKeyToAccount(anvilAccounts[1]!.privateKey)

let anvil: Anvil
let client: PublicClient
beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID })
  client = createPublicClient({ transport: http(anvil.url), pollingInterval: 50 }) as PublicClient
})
afterAll(async () => {
  await anvil?.stop()
})

async function fundedAccount() {
  const account = privateKeyToAccount(generatePrivateKey())
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, `0x${parseEther('1').toString(16)}`] as never,
  })
  return account
}

const mined = (hash: `0x${string}`) => client.waitForTransactionReceipt({ hash })

describe('the EIP-7702 batch account on anvil', () => {
  it('is the compiled FoyerBatchAccount, at its CREATE2 address', () => {
    expect(BATCH_ACCOUNT.address).toBe(foyerBatchAccountArtifact.address)
    expect(BATCH_ACCOUNT.codeHash).toBe(foyerBatchAccountArtifact.codeHash)
  })

  it("decodeBatch reads the account's execute and executeBatch, nothing else", () => {
    const to = `0x${'22'.repeat(20)}` as const
    const batch = [
      { to, value: 5n, data: '0x' as const },
      { to, value: 0n, data: '0xabcd' as const },
    ]
    expect(
      decodeBatch(
        encodeFunctionData({
          abi: foyerBatchAccountAbi,
          functionName: 'executeBatch',
          args: [batch],
        }),
      ),
    ).toEqual(batch)
    expect(
      decodeBatch(
        encodeFunctionData({
          abi: foyerBatchAccountAbi,
          functionName: 'execute',
          args: [to, 7n, '0x01'],
        }),
      ),
    ).toEqual([{ to, value: 7n, data: '0x01' }])
    expect(
      decodeBatch(
        encodeFunctionData({ abi: foyerBatchAccountAbi, functionName: 'executeBatch', args: [[]] }),
      ),
    ).toBeUndefined()
    expect(decodeBatch('0xdeadbeef')).toBeUndefined()
  })

  it('a chain serves smart accounts only once the code is at its address', async () => {
    expect(await servesBatchAccount(client)).toBe(false)
    expect(await installBatchAccount({ rpcUrl: anvil.url })).toBe(true)
    expect(await servesBatchAccount(client)).toBe(true)
    expect(await installBatchAccount({ rpcUrl: anvil.url })).toBe(false)
  })

  it('delegates, runs a batch all or none, refuses strangers, signs (ERC-1271), and undelegates', async () => {
    const account = await fundedAccount()
    expect(await delegationOf(client, account.address)).toBe('none')
    await mined(await sendDelegation(account, client, CHAIN_ID, 'batch'))
    expect(await delegationOf(client, account.address)).toBe('ours')

    // Two transfers in one transaction.
    const before = await client.getBalance({ address: RECEIVER })
    const calls = [
      { to: RECEIVER, value: parseEther('0.01'), data: '0x' },
      { to: RECEIVER, value: parseEther('0.02'), data: '0x' },
    ] as const
    const send = (list: readonly { to: `0x${string}`; value: bigint; data: `0x${string}` }[]) =>
      executeRequest(account, client, CHAIN_ID, {
        method: 'eth_sendTransaction',
        params: [{ ...batchTransaction(account.address, list), gas: '0x30d40' }],
      }) as Promise<`0x${string}`>
    expect((await mined(await send(calls))).status).toBe('success')
    expect((await client.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.03'))

    // A call that reverts (the batch account's own code refuses a caller that is not itself)
    // undoes the transfer before it: all or none.
    const failing = [
      { to: RECEIVER, value: parseEther('0.01'), data: '0x' },
      {
        to: BATCH_ACCOUNT.address,
        value: 0n,
        data: batchTransaction(BATCH_ACCOUNT.address, []).data,
      },
    ] as const
    expect((await mined(await send(failing))).status).toBe('reverted')
    expect((await client.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.03'))

    // Nobody else may run the account's batch.
    const strangerClient = createWalletClient({ account: stranger, transport: http(anvil.url) })
    const steal = await strangerClient
      .sendTransaction({
        chain: null,
        to: account.address,
        gas: 200_000n,
        data: batchTransaction(account.address, [
          { to: stranger.address, value: parseEther('0.5'), data: '0x' },
        ]).data,
      })
      .then(mined)
    expect(steal.status).toBe('reverted')

    // ERC-1271: the account's own key signs for it; another key does not.
    const isValid = (signature: `0x${string}`) =>
      client.readContract({
        address: account.address,
        abi: foyerBatchAccountArtifact.abi,
        functionName: 'isValidSignature',
        args: [hashMessage('hello'), signature],
      })
    expect(await isValid(await account.signMessage({ message: 'hello' }))).toBe('0x1626ba7e')
    expect(await isValid(await stranger.signMessage({ message: 'hello' }))).toBe('0xffffffff')

    await mined(await sendDelegation(account, client, CHAIN_ID, 'none'))
    expect(await delegationOf(client, account.address)).toBe('none')
  })
})

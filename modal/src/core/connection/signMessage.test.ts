// @vitest-environment jsdom
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { describeError } from '../errors/describeError.ts'
import { connectWallet } from './connectWallet.ts'
import { ensureEngine } from './ensureEngine.ts'
import { signMessage } from './signMessage.ts'

const t = setupWalletTests()
const [alice0, alice1, stranger] = t.accounts
const ALICE = 'dev.foyer.alice'

async function connected(options: Parameters<typeof t.wallet>[0] = {}) {
  const wallet = t.wallet(options)
  const { foyer } = t.foyer()
  await connectWallet(foyer, { connectorId: ALICE })
  return { ...wallet, foyer }
}

describe('signMessage (SPEC §5, §7)', { timeout: 30_000 }, () => {
  it('signs with the current account; the signature verifies', async () => {
    const { foyer } = await connected()
    const signature = await signMessage(foyer, { message: 'hello foyer' })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyMessage({ address: alice0!.address, message: 'hello foyer', signature }),
    ).toBe(true)
    expect(
      await verifyMessage({ address: alice1!.address, message: 'hello foyer', signature }),
    ).toBe(false)
  })

  it("signs with another of the connection's accounts when asked", async () => {
    const { foyer } = await connected()
    const signature = await signMessage(foyer, { message: 'second', account: alice1!.address })
    expect(await verifyMessage({ address: alice1!.address, message: 'second', signature })).toBe(
      true,
    )
  })

  it("refuses an account outside the connection: 'Account not found for connector'", async () => {
    const { foyer, control } = await connected()
    control.mode = 'manual'
    const error = await signMessage(foyer, { message: 'x', account: stranger!.address }).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({
      name: 'ConnectorAccountNotFoundError',
      shortMessage: 'Account not found for connector',
      details: `account must be one of the accounts of connector "Alice". Provided: "${stranger!.address}"`,
    })
    expect(control.pending()).toEqual([])
  })

  it("refuses to sign without a connection: 'Connector not connected.'", async () => {
    t.wallet()
    const { foyer } = t.foyer()
    await ensureEngine(foyer)
    await expect(signMessage(foyer, { message: 'x' })).rejects.toMatchObject({
      name: 'ConnectorNotConnectedError',
      shortMessage: 'Connector not connected.',
    })
  })

  it('refuses an answer that is not a signature (SPEC §5 signed-message pattern)', async () => {
    t.wallet({ answer: (args) => (args.method === 'personal_sign' ? '0x1234' : undefined) })
    const { foyer } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    await expect(signMessage(foyer, { message: 'hello' })).rejects.toMatchObject({
      name: 'InvalidSignatureError',
      shortMessage: 'The wallet did not return a signature.',
      details: 'signature must be 0x followed by 62 or more hex digits. Provided: "0x1234"',
    })
  })

  it('a signature rejected in the wallet surfaces as a rejection', async () => {
    const { foyer, control } = await connected()
    control.mode = 'manual'
    const signing = signMessage(foyer, { message: 'no' })
    expect((await control.reject()).method).toBe('personal_sign')
    const error = await signing.catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'UserRejectedRequestError' })
    expect(describeError(error)).toBe('You rejected the request in your wallet.')
  })
})

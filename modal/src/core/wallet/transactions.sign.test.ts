import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { connectWallet, signMessage } from './actions.ts'
import { describeError } from './describeError.ts'
import { ensureWallet } from './ensureWallet.ts'

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
    await ensureWallet(foyer)
    await expect(signMessage(foyer, { message: 'x' })).rejects.toMatchObject({
      name: 'ConnectorNotConnectedError',
      shortMessage: 'Connector not connected.',
    })
  })

  it('a signature rejected in the wallet surfaces as a rejection', async () => {
    const { foyer, control } = await connected()
    control.mode = 'manual'
    const signing = signMessage(foyer, { message: 'no' })
    expect((await control.reject()).method).toBe('personal_sign')
    const error = await signing.catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'UserRejectedRequestError' })
    expect(describeError(error)).toBe('The request was rejected in the wallet.')
  })
})

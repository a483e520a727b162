import { anvilAccounts } from '@foyer/testing/anvil'
import { type Address, createTestClient, http, parseEther } from 'viem'
import { freshEmail, signInWithEmail, walletFrame } from './support/embedded.ts'
import { publicClient } from './support/flows.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'

// SPEC §6: "Pending unsafe requests can be aborted." The app aborts an embedded wallet's pending
// eth_sendTransaction through the host API (`requestRpc(foyer, request, { signal })`, the demo
// app's RPC box): the request rejects with 'Request was aborted', the frame hears CANCEL and
// closes its approval, and nothing is signed or sent. A disallowed call shows SPEC's UI text in
// the modal. The `served` project only (the frame's server).

const receiver = anvilAccounts[7]!.address

test.describe('aborting an embedded request', () => {
  test.use({ viewport: { width: 1280, height: 1000 } })

  test("an app-side abort closes the frame's approval and sends nothing; a disallowed call says 'Action not allowed'", async ({
    page,
    chains,
    hostApp,
  }) => {
    test.setTimeout(120_000)
    const rpc = chains.rpcUrls[CHAIN_ID]!
    await page.goto(hostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await signInWithEmail(page, hostApp.mailbox!, freshEmail('abort'))
    const address = (await dialog.getByTestId('foyer-address').textContent()) as Address
    await createTestClient({ mode: 'anvil', transport: http(rpc) }).setBalance({
      address,
      value: parseEther('1'),
    })
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    const iframe = page.locator('#w3m-iframe')
    const frame = walletFrame(page)
    const approval = frame.getByRole('dialog')
    const send = async () => {
      await page.getByRole('textbox', { name: 'RPC method' }).fill('eth_sendTransaction')
      await page
        .getByRole('textbox', { name: 'RPC params' })
        .fill(JSON.stringify([{ from: address, to: receiver, value: '0x2386f26fc10000' }]))
      await page.getByRole('button', { name: 'Request', exact: true }).click()
      await expect(approval).toBeVisible()
      await expect(approval.getByRole('heading', { name: 'Send 0.01 ETH' })).toBeVisible()
      await expect(iframe).not.toHaveAttribute('aria-hidden', 'true')
    }

    await send()
    // The app aborts in its own code (the frame covers the page while it asks the visitor, so
    // no click of the visitor reaches the app): the demo's Abort button, clicked by script.
    await page.getByRole('button', { name: 'Abort' }).dispatchEvent('click')
    await expect(page.getByTestId('rpc-error')).toHaveText('Request was aborted')
    await expect(approval).toHaveCount(0)
    await expect(iframe).toHaveAttribute('aria-hidden', 'true')
    // Nothing was signed nor sent.
    expect(await publicClient(rpc).getTransactionCount({ address })).toBe(0)

    // The frame answers the next request as usual: a new approval, which the visitor rejects.
    await send()
    // Once the dialog has been up a moment (its buttons arm), as a person would.
    await expect(frame.getByRole('button', { name: 'Approve' })).toBeEnabled()
    await frame.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByTestId('rpc-error')).toHaveText('The request was rejected in the wallet')
    await expect(approval).toHaveCount(0)
    expect(await publicClient(rpc).getTransactionCount({ address })).toBe(0)

    // A call on neither list (SPEC §6): refused without reaching the frame, and the modal, the
    // embedded wallet's UI, opens and says 'Action not allowed'.
    await page.getByRole('textbox', { name: 'RPC method' }).fill('eth_sign')
    await page.getByRole('button', { name: 'Request', exact: true }).click()
    await expect(page.getByTestId('rpc-error')).toHaveText(
      'Action not allowed (Requested RPC call is not allowed)',
    )
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByRole('status')).toHaveText('Action not allowed')
    await expect(iframe).toHaveAttribute('aria-hidden', 'true')
  })
})

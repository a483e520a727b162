import type { Page } from '@playwright/test'
import { parseEther, toHex } from 'viem'
import { expectFrameAccessible, signInFunded, walletFrame } from './support/embedded.ts'
import { publicClient } from './support/flows.ts'
import { auditEveryWay } from './support/looks.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'

// ERC-7715 permissions for the embedded wallet, on the build whose `vite preview` runs the Foyer
// server (`served`): the host app asks through Foyer's provider (its RPC form) to spend up to
// 0.05 ETH without asking; the frame shows it once; two transfers of 0.02 ETH then run with no
// dialog; a third, above what is left, asks; Account lists the permission and revokes it, and a
// transfer asks again.
const RECEIVER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' // anvil account 9

/** Sends one request through the host page's RPC form (Foyer's `requestRpc`). */
async function request(page: Page, method: string, params: unknown) {
  await page.getByLabel('RPC method').fill(method)
  await page.getByLabel('RPC params').fill(JSON.stringify(params))
  await page.getByRole('button', { name: 'Request', exact: true }).click()
}

/** Rejects the frame's approval once its buttons are armed, as a person who read it would. */
async function reject(page: Page) {
  const frame = walletFrame(page)
  await expect(frame.getByRole('button', { name: 'Approve' })).toBeEnabled()
  await frame.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('rpc-error')).toHaveText('The request was rejected in the wallet')
}

const result = (page: Page) => page.getByTestId('rpc-result')

test.describe('permissions (ERC-7715) for the embedded wallet', () => {
  test('granted once, two transfers without a dialog, one above the limit asks, Revoke in Account', async ({
    page,
    chains,
    hostApp,
  }) => {
    test.setTimeout(180_000)
    const rpc = chains.rpcUrls[CHAIN_ID]!
    await page.goto(hostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    const account = await signInFunded(page, {
      mailbox: hostApp.mailbox!,
      label: 'permission',
      rpcUrl: rpc,
      value: parseEther('1'),
    })
    await dialog.getByRole('button', { name: 'Close' }).click()
    const frame = walletFrame(page)
    const transfer = (ether: string) =>
      request(page, 'eth_sendTransaction', [
        { from: account, to: RECEIVER, value: toHex(parseEther(ether)) },
      ])
    const received = () => publicClient(rpc).getBalance({ address: RECEIVER })

    // 1. The grant: shown once in the frame, with its limit, its end and what it allows.
    const expiry = Math.floor(Date.now() / 1000) + 3600
    await request(page, 'wallet_grantPermissions', [
      {
        expiry,
        permissions: [
          {
            type: 'native-token-transfer',
            data: { ticker: 'ETH' },
            policies: [{ type: 'token-allowance', data: { allowance: toHex(parseEther('0.05')) } }],
          },
        ],
      },
    ])
    await expect(
      frame.getByRole('heading', { name: 'Allow spending without asking' }),
    ).toBeVisible()
    await expect(frame.getByText('Up to 0.05 ETH, to anyone')).toBeVisible()
    await expectFrameAccessible(page, 'Allow spending', 'permission approval')
    await expect(frame.getByRole('button', { name: 'Approve' })).toBeEnabled()
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(result(page)).toContainText('"permissionsContext":"foyer-permission:')
    await expect(result(page)).toContainText(`"expiry":${expiry}`)
    const context = (await result(page).textContent())?.match(/foyer-permission:[^"]+/)?.[0]
    expect(context).toBeDefined()

    // 2. Two transfers within it: no dialog (a dialog would hold the answer back), both on chain.
    const before = await received()
    for (const n of [1, 2]) {
      await transfer('0.02')
      await expect(result(page)).toHaveText(/^"0x[0-9a-f]{64}"$/)
      await expect(frame.getByRole('dialog')).toHaveCount(0)
      await expect.poll(received).toBe(before + parseEther('0.02') * BigInt(n))
    }

    // The modal's bus says which grant let each through (devtools' Timeline shows the same).
    const used = page.getByTestId('permission-used').getByRole('listitem')
    await expect(used).toHaveCount(2)
    await expect(used.first()).toHaveText(`eth_sendTransaction ${context}`)

    // 3. Above what is left (0.01 ETH): the frame asks as for any send; rejected, nothing moves.
    await transfer('0.02')
    await expect(frame.getByRole('heading', { name: 'Send 0.02 ETH' })).toBeVisible()
    await reject(page)
    expect(await received()).toBe(before + parseEther('0.04'))
    await expect(used).toHaveCount(2)

    // 4. Account lists the permission with what is left, and revokes it.
    await connectButton(page).click()
    const permissions = dialog.getByTestId('foyer-permissions')
    await expect(permissions.getByRole('heading', { name: 'App permissions' })).toBeVisible()
    await expect(permissions.getByRole('listitem')).toHaveCount(1)
    await expect(permissions.getByRole('listitem')).toContainText(
      `Spend up to 0.05 ETH · 0.01 ETH left · Ethereum, until`,
    )
    await expect(permissions.getByRole('listitem')).toContainText(new URL(hostApp.url).origin)
    await auditEveryWay(page, 'Account, app permissions')
    await permissions.getByRole('button', { name: /^Revoke: Spend up to 0\.05 ETH/ }).click()
    await expect(permissions).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close' }).click()

    // 5. Revoked: even a transfer within the old limit asks again.
    await transfer('0.001')
    await expect(frame.getByRole('heading', { name: 'Send 0.001 ETH' })).toBeVisible()
    await reject(page)
    expect(await received()).toBe(before + parseEther('0.04'))
  })
})

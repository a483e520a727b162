import type { Page } from '@playwright/test'
import {
  type Address,
  createTestClient,
  type Hex,
  http,
  parseEther,
  toHex,
  verifyMessage,
} from 'viem'
import {
  expectFrameAccessible,
  freshEmail,
  signInWithEmail,
  walletFrame,
} from './support/embedded.ts'
import { publicClient } from './support/flows.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'

// A script on the host page (XSS, a bad dependency) tries to get an approval out of the embedded
// wallet's frame without the visitor meaning it (issue 24, finding 2). It runs in the host page
// exactly as an attacker's would: it reads the app token from the app's storage, posts app events
// to the iframe's window, restyles the iframe element and draws decoys. The visitor is
// Playwright's real mouse and keyboard. The `served` project only (the Foyer server serves the
// frame).
// One sign-in for the whole file: the tests run in order on one page.

/** Where the attacker would like the visitor's signature and coins to go. */
const ATTACKER = '0x000000000000000000000000000000000000dEaD'
/** The modal's own way of showing the frame (mountFrame.ts), which an attacker can copy. */
const SHOWN =
  'position:fixed;left:0;top:0;width:100vw;height:100vh;opacity:1;border:0;z-index:2147483600;background:transparent;'
const HIDDEN =
  'position:fixed;left:0;top:0;width:1px;height:1px;opacity:0;border:0;pointer-events:none;'

type Answer = {
  type: string
  payload?: { message?: string; code?: number } & Record<string, unknown>
}
type AttackWindow = Window & { attack: { answers: Record<string, Answer> } }

/**
 * The attacker's script, run in the host page: posts `type` with `payload` to the frame as the
 * app's transport would (with the app token it found in localStorage), and records the answer.
 * Resolves to the message id.
 */
async function attackerSends(page: Page, type: string, payload: unknown): Promise<string> {
  return page.evaluate(
    ({ type, payload }) => {
      const win = window as unknown as AttackWindow
      const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement
      const frameOrigin = new URL(iframe.src).origin
      if (!win.attack) {
        win.attack = { answers: {} }
        window.addEventListener('message', (event) => {
          if (event.origin === frameOrigin && typeof event.data?.id === 'string')
            win.attack.answers[event.data.id] = event.data
        })
      }
      const token = JSON.parse(localStorage.getItem('@foyer/embedded-session') ?? 'null')
      const id = `attack-${crypto.randomUUID()}`
      iframe.contentWindow!.postMessage({ id, type, payload, token }, frameOrigin)
      return id
    },
    { type, payload },
  )
}

/** What the frame answered the attacker's message `id`, or undefined while it is pending. */
function answerTo(page: Page, id: string): Promise<Answer | undefined> {
  return page.evaluate((id) => (window as unknown as AttackWindow).attack.answers[id], id)
}

/** The attacker restyles the iframe element (which the host page owns). */
function styleFrame(page: Page, css: string) {
  return page.evaluate((css) => {
    ;(document.getElementById('w3m-iframe') as HTMLIFrameElement).style.cssText = css
  }, css)
}

/** The attacker draws a decoy: a fixed element with `css`, saying `text`. */
function drawDecoy(page: Page, css: string, text: string) {
  return page.evaluate(
    ({ css, text }) => {
      document.getElementById('decoy')?.remove()
      const decoy = document.createElement('div')
      decoy.id = 'decoy'
      decoy.style.cssText = css
      decoy.textContent = text
      document.body.append(decoy)
    },
    { css, text },
  )
}

const removeDecoy = (page: Page) => page.evaluate(() => document.getElementById('decoy')?.remove())

test.describe
  .serial('approvals a host script tries to fake', () => {
    let page: Page
    let address: Address
    let rpc: string
    /** The signing request the attacker wants: a message in hex, for this wallet. */
    const personalSign = (text: string) => ({
      method: 'personal_sign',
      params: [toHex(text), address],
    })
    /** The transaction the attacker wants: most of the wallet's ether, to itself. */
    const sendAll = () => ({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: ATTACKER, value: toHex(parseEther('1.5')) }],
    })

    test.beforeAll(async ({ browser, hostApp, chains }) => {
      test.setTimeout(120_000)
      rpc = chains.rpcUrls[CHAIN_ID]!
      // A context of our own (axe reads the frame through it; see support/axe.ts).
      const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } })
      page = await context.newPage()
      await page.goto(hostApp.url)
      await connectButton(page).click()
      await signInWithEmail(page, hostApp.mailbox!, freshEmail('attacked'))
      address = (await modal(page).getByTestId('foyer-address').textContent()) as Address
      await createTestClient({ mode: 'anvil', transport: http(rpc) }).setBalance({
        address,
        value: parseEther('2'),
      })
      // The modal closes: the host page is what the visitor sees now.
      await page.keyboard.press('Escape')
      await expect(modal(page)).toBeHidden()
    })

    test.afterAll(async () => {
      await page?.context().close()
    })

    /** The visitor rejects in the frame, once the dialog has been up a moment, as a person would. */
    async function rejectInFrame() {
      const frame = walletFrame(page)
      await expect(frame.getByRole('button', { name: 'Approve' })).toBeEnabled()
      await frame.getByRole('button', { name: 'Reject' }).click()
      await expect(frame.getByRole('dialog')).toHaveCount(0)
    }

    /** Nothing was signed or sent: the attacker's request is still waiting, or was refused. */
    async function expectNothingApproved(id: string) {
      const answer = await answerTo(page, id)
      expect(answer?.type ?? 'pending').not.toMatch(/_SUCCESS$/)
      expect(await publicClient(rpc).getTransactionCount({ address })).toBe(0)
    }

    test('transparent theme variables over a decoy: ignored, the dialog keeps its own colours', async () => {
      const frame = walletFrame(page)
      const transparent = Object.fromEntries(
        [
          '--foyer-frame-bg',
          '--foyer-frame-fg',
          '--foyer-frame-muted',
          '--foyer-frame-line',
          '--foyer-frame-accent',
          '--w3m-accent',
          '--w3m-background',
        ].map((name) => [name, 'transparent']),
      )
      const themed = await attackerSends(page, 'SYNC_THEME', {
        themeMode: 'light',
        themeVariables: { ...transparent, '--foyer-frame-radius': 'calc(0px)' },
      })
      await expect.poll(() => answerTo(page, themed)).toMatchObject({ type: 'SYNC_THEME_SUCCESS' })
      // The decoy, drawn under the frame, which the attacker hopes shows through it.
      await drawDecoy(
        page,
        'position:fixed;inset:0;z-index:2147483500;background:#fff;display:grid;place-items:center;font:40px sans-serif',
        'You won a prize! Click the blue button to claim it.',
      )
      await styleFrame(page, SHOWN)
      const id = await attackerSends(page, 'RPC_REQUEST', personalSign('Transfer all my NFTs'))
      const dialog = frame.getByRole('dialog', { name: 'Sign message' })
      await expect(dialog).toBeVisible()
      await expect(frame.getByRole('button', { name: 'Approve' })).toBeEnabled()
      // The colours of the dialog, its text and its buttons are the frame's own.
      const colours = await frame.locator('.dialog').evaluate((element) => {
        const style = (selector: string) => getComputedStyle(element.querySelector(selector)!)
        const own = getComputedStyle(element)
        return {
          dialog: [own.backgroundColor, own.color, own.opacity],
          heading: style('h1').color,
          approve: [style('button.primary').backgroundColor, style('button.primary').color],
          reject: [style('button.secondary').backgroundColor, style('button.secondary').color],
          backdrop: getComputedStyle(element.parentElement!).backgroundColor,
          variable: getComputedStyle(document.documentElement).getPropertyValue('--foyer-frame-bg'),
        }
      })
      // Not even the chrome's variable took the transparent value: it is the stylesheet's white.
      expect(colours.variable).toMatch(/^#fff(fff)?$/)
      expect(colours).toEqual({
        dialog: ['rgb(255, 255, 255)', 'rgb(20, 20, 20)', '1'],
        heading: 'rgb(20, 20, 20)',
        approve: ['rgb(31, 85, 214)', 'rgb(255, 255, 255)'],
        reject: ['rgb(255, 255, 255)', 'rgb(20, 20, 20)'],
        backdrop: 'rgba(0, 0, 0, 0.45)',
        variable: colours.variable,
      })
      await expectNothingApproved(id)
      // The visitor sees the real request, not the prize, and rejects it.
      await rejectInFrame()
      await expect
        .poll(() => answerTo(page, id))
        .toMatchObject({
          type: 'RPC_REQUEST_ERROR',
          payload: { code: 4001 },
        })
      await removeDecoy(page)
      await styleFrame(page, HIDDEN)
    })

    test('iframe.focus() then Enter or Space: Approve never has focus, nothing is signed', async () => {
      const frame = walletFrame(page)
      // Through the modal's own provider (the host's Sign button), which reveals and focuses the frame.
      await page.getByRole('button', { name: 'Sign', exact: true }).click()
      const dialog = frame.getByRole('dialog', { name: 'Sign message' })
      await expect(dialog).toBeVisible()
      // The visitor was typing in the page and hits Enter, at once and after the arming delay.
      await page.evaluate(() =>
        (document.getElementById('w3m-iframe') as HTMLIFrameElement).focus(),
      )
      await page.keyboard.press('Enter')
      await page.keyboard.press(' ')
      await expect(frame.getByRole('button', { name: 'Approve' })).toBeEnabled()
      await expect(frame.getByRole('button', { name: 'Approve' })).not.toBeFocused()
      await page.evaluate(() =>
        (document.getElementById('w3m-iframe') as HTMLIFrameElement).focus(),
      )
      await page.keyboard.press('Enter')
      await page.keyboard.press(' ')
      await expect(dialog).toBeVisible()
      await expect(page.getByTestId('signature')).toHaveCount(0)

      // Same with the attacker's own request in a frame it keeps out of sight.
      await styleFrame(page, HIDDEN)
      await page.evaluate(() =>
        (document.getElementById('w3m-iframe') as HTMLIFrameElement).focus(),
      )
      const id = await attackerSends(page, 'RPC_REQUEST', personalSign('Transfer all my NFTs'))
      await expect(frame.getByRole('dialog', { name: 'Sign message' })).toHaveCount(1)
      await page.waitForTimeout(1_000)
      await page.evaluate(() =>
        (document.getElementById('w3m-iframe') as HTMLIFrameElement).focus(),
      )
      await page.keyboard.press('Enter')
      await page.keyboard.press(' ')
      await expectNothingApproved(id)
      // It replaced the modal's request, which the host page heard as a rejection.
      await expect(page.getByRole('alert')).toContainText(/reject/i)
      await styleFrame(page, SHOWN)
      await rejectInFrame()
      await expect.poll(() => answerTo(page, id)).toMatchObject({ payload: { code: 4001 } })
      await styleFrame(page, HIDDEN)
    })

    test('the request swapped under the cursor right before the click: the new Approve is not armed', async () => {
      const frame = walletFrame(page)
      await styleFrame(page, SHOWN)
      const harmless = await attackerSends(
        page,
        'RPC_REQUEST',
        personalSign('Log in to Foyer demo'),
      )
      await expect(frame.getByRole('dialog', { name: 'Sign message' })).toBeVisible()
      // The visitor reads it, finds it harmless, and moves to Approve.
      const approve = frame.getByRole('button', { name: 'Approve' })
      await expect(approve).toBeEnabled()
      const box = (await approve.boundingBox())!
      const x = box.x + box.width / 2
      const y = box.y + box.height / 2
      await page.mouse.move(x, y)
      // Right before the click, the attacker swaps in its own message, laid out the same way so
      // that its Approve is under the cursor.
      const swapped = await attackerSends(
        page,
        'RPC_REQUEST',
        personalSign('I give 0xdEaD my vault'),
      )
      await frame.getByText('I give 0xdEaD my vault').waitFor()
      await page.mouse.click(x, y)
      // The click landed on the new Approve (it took focus) and did nothing: it was not armed.
      await expect(approve).toBeFocused()
      // The harmless one was answered as replaced (rejected); the swapped one waits, unapproved.
      await expect.poll(() => answerTo(page, harmless)).toMatchObject({ payload: { code: 4001 } })
      await expect(frame.getByText('I give 0xdEaD my vault')).toBeVisible()
      await page.waitForTimeout(300)
      await expectNothingApproved(swapped)
      await rejectInFrame()
      await expect.poll(() => answerTo(page, swapped)).toMatchObject({ payload: { code: 4001 } })
      await styleFrame(page, HIDDEN)
    })

    test('the frame hidden (opacity 0, covered, shown at the last moment) while the visitor clicks where Approve is', async () => {
      const frame = walletFrame(page)
      const approve = frame.getByRole('button', { name: 'Approve' })
      // Where Approve is: learnt from a dialog on screen (an attacker can lay out the same page).
      await styleFrame(page, SHOWN)
      const probe = await attackerSends(page, 'RPC_REQUEST', sendAll())
      await expect(approve).toBeVisible()
      const box = (await approve.boundingBox())!
      const x = box.x + box.width / 2
      const y = box.y + box.height / 2
      await rejectInFrame()
      await expect.poll(() => answerTo(page, probe)).toMatchObject({ payload: { code: 4001 } })
      const claim = `position:fixed;left:${box.x - 40}px;top:${box.y - 10}px;width:${box.width + 80}px;height:${box.height + 20}px;background:#1a7f37;color:#fff;display:grid;place-items:center;font:16px sans-serif`

      // 1. The frame made transparent (opacity 0) over a "Claim" button at Approve's place.
      await drawDecoy(page, `${claim};z-index:2147483500`, 'Claim')
      await styleFrame(page, `${SHOWN}opacity:0;`)
      const transparent = await attackerSends(page, 'RPC_REQUEST', sendAll())
      await expect(frame.getByRole('dialog', { name: 'Send 1.5 ETH' })).toHaveCount(1)
      await page.waitForTimeout(1_500)
      await expect(approve).toHaveAttribute('aria-disabled', 'true')
      await page.mouse.click(x, y)
      // It reached Approve (which took focus), and did nothing.
      await expect(approve).toBeFocused()
      await page.waitForTimeout(300)
      await expectNothingApproved(transparent)

      // 2. The frame on screen but covered by the decoy, which lets the click through to it.
      await drawDecoy(
        page,
        'position:fixed;inset:0;z-index:2147483647;background:#fff;pointer-events:none;display:grid;place-items:center;font:40px sans-serif',
        'Click the button in the middle to continue',
      )
      await styleFrame(page, SHOWN)
      await page.waitForTimeout(1_500)
      await expect(approve).toHaveAttribute('aria-disabled', 'true')
      await page.mouse.click(x, y)
      // It reached Approve (which took focus), and did nothing.
      await expect(approve).toBeFocused()
      await page.waitForTimeout(300)
      await expectNothingApproved(transparent)

      // 3. Transparent for long, made visible a moment before the click it hopes to catch.
      await removeDecoy(page)
      await drawDecoy(page, `${claim};z-index:2147483500`, 'Claim')
      await styleFrame(page, `${SHOWN}opacity:0;`)
      await page.waitForTimeout(1_500)
      await styleFrame(page, SHOWN)
      await page.mouse.click(x, y)
      await page.waitForTimeout(300)
      await expectNothingApproved(transparent)
      await expect(frame.getByRole('dialog', { name: 'Send 1.5 ETH' })).toBeVisible()
      expect(await publicClient(rpc).getBalance({ address })).toBe(parseEther('2'))

      // Uncovered and left alone, it is the visitor's to decide: they reject it.
      await removeDecoy(page)
      await rejectInFrame()
      await expect
        .poll(() => answerTo(page, transparent))
        .toMatchObject({
          payload: { code: 4001 },
        })
      await styleFrame(page, HIDDEN)
    })

    test('a person who reads the request and then approves still signs', async () => {
      const frame = walletFrame(page)
      await page.getByRole('button', { name: 'Sign', exact: true }).click()
      await expect(frame.getByRole('dialog', { name: 'Sign message' })).toBeVisible()
      // Playwright's click waits until Approve is armed, as a reader does.
      await frame.getByRole('button', { name: 'Approve' }).click()
      const signature = (await page.getByTestId('signature').textContent()) as Hex
      expect(
        await verifyMessage({ address, message: 'Hello from the Foyer demo', signature }),
      ).toBe(true)
    })

    test('the email change confirmation: axe finds nothing, Cancel sends nothing', async ({
      hostApp,
    }) => {
      const dialog = modal(page)
      const frame = walletFrame(page)
      await connectButton(page).click()
      await dialog.getByRole('button', { name: 'Change email' }).click()
      // The login's 30 s cooldown is the modal's, not this test's subject.
      await page.evaluate(() => localStorage.removeItem('@foyer/last-email-login-time'))
      const next = freshEmail('mallory')
      const field = dialog.getByRole('textbox', { name: 'New email' })
      await field.fill(next)
      await field.press('Enter')
      const confirmation = frame.getByRole('dialog', { name: `Change your email to ${next}?` })
      await expect(confirmation).toBeVisible()
      await expect(confirmation.getByRole('button', { name: 'Confirm' })).not.toBeFocused()
      await expectFrameAccessible(page, '>Confirm<', 'email change confirmation')
      await expect(confirmation.getByRole('button', { name: 'Confirm' })).toBeEnabled()
      await confirmation.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(
        'You cancelled the email change in your wallet, so nothing was sent. Your email stays as it was.',
      )
      const response = await page.request.get(
        `${hostApp.mailbox}/latest?to=${encodeURIComponent(next)}`,
      )
      expect(response.status()).toBe(404)
    })
  })

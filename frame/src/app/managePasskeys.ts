import type { DeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { sealShare } from '../passkeys/passkeyVault.ts'
import type { AccountClient, PasskeyListed } from './createServerClient.ts'
import type { SessionStore } from './createSessionStore.ts'
import { el } from './dom.ts'

/** "29 Nov 2026": a date as the page says it. */
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })

/** One passkey's line: its name, when it was added and last used, and what it protects. */
function describe(passkey: PasskeyListed): string {
  const used = passkey.lastUsedAt ? `last used ${day(passkey.lastUsedAt)}` : 'never used'
  const recovery = passkey.protectsRecovery ? ' · opens the wallet on a new device' : ''
  return `added ${day(passkey.createdAt)} · ${used}${recovery}`
}

/**
 * The wallet page's passkeys: the list (name, added, last used, whether it opens the wallet on a
 * new device), Remove (the server keeps the last way in: no email, no social login, no other
 * passkey), and "Add a passkey", for email and social users too. The ceremony runs here, on the
 * wallet's origin; with PRF the new passkey seals this browser's share of the key, so on a new
 * device the passkey and the server's auth share open the wallet.
 */
export function passkeysSection({
  sessions,
  devices,
  server,
}: {
  sessions: SessionStore
  devices: DeviceShareStore
  server: AccountClient
}): HTMLElement {
  const list = el('ul', { className: 'passkeys', id: 'foyer-passkey-list' })
  list.setAttribute('aria-label', 'Your passkeys')
  const status = el('p', { className: 'muted', id: 'foyer-passkey-status' })
  status.setAttribute('role', 'status')
  const error = el('p', { className: 'error', id: 'foyer-passkey-error' })
  error.setAttribute('role', 'alert')
  const add = el('button', { type: 'button', className: 'secondary', textContent: 'Add a passkey' })

  const token = () => sessions.read()?.serverToken ?? ''
  const fail = (reason: unknown) => {
    status.textContent = ''
    error.textContent = (reason as Error).message
  }

  async function refresh() {
    const passkeys = await server.passkeyList(token())
    list.replaceChildren(
      ...passkeys.map((passkey) => {
        const remove = el('button', {
          type: 'button',
          className: 'secondary',
          textContent: 'Remove',
        })
        remove.setAttribute('aria-label', `Remove ${passkey.name}`)
        remove.onclick = async () => {
          remove.disabled = true
          error.textContent = ''
          try {
            await server.passkeyRemove(token(), passkey.id)
            status.textContent = `${passkey.name} was removed: it no longer opens this wallet.`
            await refresh()
            add.focus()
          } catch (reason) {
            fail(reason)
            remove.disabled = false
          }
        }
        return el(
          'li',
          {},
          el('strong', { textContent: passkey.name }),
          el('span', { className: 'muted', textContent: ` ${describe(passkey)}` }),
          remove,
        )
      }),
    )
    if (passkeys.length === 0)
      list.replaceChildren(el('li', { className: 'muted', textContent: 'No passkey yet.' }))
  }

  add.onclick = async () => {
    const session = sessions.read()
    if (!session) return
    add.disabled = true
    error.textContent = ''
    status.textContent = 'Waiting for your passkey…'
    try {
      const { createPasskey } = await import('../passkeys/ceremonies.ts')
      const made = await createPasskey(server, sessions.deviceId(), session.serverToken)
      const share = made.prfKey ? await devices.load(session.address) : undefined
      if (made.prfKey && share)
        await server.putPasskeyRecovery(
          session.serverToken,
          made.signed.credentialId,
          await sealShare(share, made.prfKey),
        )
      status.textContent =
        made.prfKey && share
          ? 'Passkey added. It signs you in, and on a new device it opens this wallet without your recovery key.'
          : 'Passkey added. It signs you in; its authenticator cannot protect a recovery key (no WebAuthn PRF), so keep your recovery key.'
      await refresh()
    } catch (reason) {
      fail(reason)
    } finally {
      add.disabled = false
    }
  }

  const section = el(
    'section',
    {},
    el('h2', { id: 'foyer-passkeys-title', textContent: 'Passkeys' }),
    el('p', {
      className: 'muted',
      textContent: `Sign in to this wallet with your fingerprint, face or device PIN. Passkeys work only on ${location.hostname}, this wallet's own site.`,
    }),
    list,
    add,
    status,
    error,
  )
  section.setAttribute('aria-labelledby', 'foyer-passkeys-title')
  refresh().catch(fail)
  return section
}

import type { DeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { frameLocale, t } from '../i18n/frameI18n.ts'
import { sealShare } from '../passkeys/passkeyVault.ts'
import type { AccountClient, PasskeyListed } from './createServerClient.ts'
import type { SessionStore } from './createSessionStore.ts'
import { el } from './dom.ts'

/** "29 Nov 2026": a date as the page says it, in the frame's language. */
const day = (iso: string) =>
  new Intl.DateTimeFormat(frameLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso))

/** One passkey's line: when it was added and last used, and what it protects. */
function describe(passkey: PasskeyListed): string {
  return t('passkey.details', {
    added: day(passkey.createdAt),
    lastUsed: passkey.lastUsedAt ? day(passkey.lastUsedAt) : 'never',
    recovery: passkey.protectsRecovery ? 'yes' : 'no',
  })
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
  list.setAttribute('aria-label', t('passkey.listLabel'))
  const status = el('p', { className: 'muted', id: 'foyer-passkey-status' })
  status.setAttribute('role', 'status')
  const error = el('p', { className: 'error', id: 'foyer-passkey-error' })
  error.setAttribute('role', 'alert')
  const add = el('button', {
    type: 'button',
    className: 'secondary',
    textContent: t('passkey.add'),
  })

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
          textContent: t('passkey.remove'),
        })
        remove.setAttribute('aria-label', t('passkey.removeLabel', { name: passkey.name }))
        remove.onclick = async () => {
          remove.disabled = true
          error.textContent = ''
          try {
            await server.passkeyRemove(token(), passkey.id)
            status.textContent = t('passkey.removed', { name: passkey.name })
            await refresh()
            add.focus()
          } catch (reason) {
            fail(reason)
            remove.disabled = false
          }
        }
        const name = el('strong', { textContent: passkey.name })
        name.setAttribute('translate', 'no')
        return el(
          'li',
          {},
          name,
          ' ',
          el('span', { className: 'muted', textContent: describe(passkey) }),
          remove,
        )
      }),
    )
    if (passkeys.length === 0)
      list.replaceChildren(el('li', { className: 'muted', textContent: t('passkey.none') }))
  }

  add.onclick = async () => {
    const session = sessions.read()
    if (!session) return
    add.disabled = true
    error.textContent = ''
    status.textContent = t('passkey.waiting')
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
        made.prfKey && share ? t('passkey.addedWithRecovery') : t('passkey.addedWithoutRecovery')
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
    el('h2', { id: 'foyer-passkeys-title', textContent: t('passkey.title') }),
    el('p', {
      className: 'muted',
      textContent: t('passkey.intro', { host: location.hostname }),
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

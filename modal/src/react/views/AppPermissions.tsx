import { useEffect, useState } from 'react'
import { refreshEmbeddedUser, revokePermission } from '../../core/embedded/permissions.ts'
import { smartAccountStore } from '../../core/embedded/smartAccountState.ts'
import type { Foyer } from '../../core/foyer.ts'
import { chainName } from '../../core/network/chainNames.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { useI18n } from '../useI18n.ts'

const until = (locale: string, expiry: number) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(expiry * 1000),
  )

/**
 * The ERC-7715 permissions the embedded wallet gave apps (transfers they may make without
 * asking, up to a limit, until a date), each with what is left and a Revoke button. Read again
 * when Account opens after a grant or a send; nothing is shown while there are none.
 */
export function AppPermissions({ foyer }: { foyer: Foyer }) {
  const { t, locale } = useI18n(foyer)
  const store = smartAccountStore(foyer)
  const permissions = useFoyerState(store, (s) => s.permissions)
  const [revoking, setRevoking] = useState<string | undefined>()
  const stale = useFoyerState(store, (s) => s.permissionsStale)
  useEffect(() => {
    if (stale)
      refreshEmbeddedUser(foyer).catch(() => {
        // Account shows what it knew; the next visit reads it again.
      })
  }, [foyer, stale])
  if (permissions.length === 0) return null
  return (
    <section
      className="foyer-connections"
      aria-labelledby="foyer-permissions-title"
      data-testid="foyer-permissions"
    >
      <h3 id="foyer-permissions-title">{t('permissions.title')}</h3>
      <ul>
        {permissions.map((p) => (
          <li key={p.id}>
            <span className="foyer-grow foyer-text">
              {t('permissions.item', {
                limits: p.limits.join(', '),
                remaining: p.remaining.join(', '),
                network: chainName(p.chainId),
                date: until(locale, p.expiry),
                origin: p.origin,
              })}
            </span>
            <button
              type="button"
              className="foyer-secondary"
              disabled={revoking === p.id}
              aria-label={t('permissions.revokeLabel', {
                limits: p.limits.join(', '),
                origin: p.origin,
              })}
              onClick={() => {
                setRevoking(p.id)
                void revokePermission(foyer, p.id).finally(() => setRevoking(undefined))
              }}
            >
              {t('permissions.revoke')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

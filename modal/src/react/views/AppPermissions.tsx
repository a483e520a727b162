import { useEffect, useState } from 'react'
import { refreshEmbeddedUser, revokePermission } from '../../core/embedded/permissions.ts'
import { smartAccountStore } from '../../core/embedded/smartAccountState.ts'
import type { Foyer } from '../../core/foyer.ts'
import { chainName } from '../../core/network/chainNames.ts'
import { useFoyerState } from '../useFoyerState.ts'

const until = (expiry: number) =>
  new Date(expiry * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * The ERC-7715 permissions the embedded wallet gave apps (transfers they may make without
 * asking, up to a limit, until a date), each with what is left and a Revoke button. Read again
 * when Account opens after a grant or a send; nothing is shown while there are none.
 */
export function AppPermissions({ foyer }: { foyer: Foyer }) {
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
      <h3 id="foyer-permissions-title">App permissions</h3>
      <ul>
        {permissions.map((p) => (
          <li key={p.id}>
            <span className="foyer-grow foyer-text">
              {p.limits.join(', ')} · {p.remaining.join(', ')} · {chainName(p.chainId)}, until{' '}
              {until(p.expiry)} · {p.origin}
            </span>
            <button
              type="button"
              className="foyer-secondary"
              disabled={revoking === p.id}
              aria-label={`Revoke: ${p.limits.join(', ')} for ${p.origin}`}
              onClick={() => {
                setRevoking(p.id)
                void revokePermission(foyer, p.id).finally(() => setRevoking(undefined))
              }}
            >
              Revoke
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

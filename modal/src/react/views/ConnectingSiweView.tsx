import { useEffect, useRef } from 'react'
import { disconnectWallet } from '../../core/connection/disconnectWallet.ts'
import type { Foyer } from '../../core/foyer.ts'
import { signInWithEthereum } from '../../core/siwe/signInWithEthereum.ts'
import { siweStore } from '../../core/siwe/siweState.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { ViewFrame } from './ViewFrame.tsx'

/**
 * Sign in with Ethereum after a connect (SPEC §2, §4): asks the wallet to sign at once; a refusal
 * stays here with the reason, "Try again" and "Disconnect".
 */
export function ConnectingSiweView({ foyer }: { foyer: Foyer }) {
  const store = siweStore(foyer)
  const status = useFoyerState(store, (s) => s.status)
  const error = useFoyerState(store, (s) => s.error)
  const wallet = useFoyerState(foyer.connection, (s) => s.connector?.name)
  const app = foyer.config.metadata?.name ?? location.host
  const asked = useRef(false)
  const signIn = () =>
    void signInWithEthereum(foyer).catch(() => {
      // The reason is in the sign-in state, shown below.
    })
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    signIn()
  })
  const signing = status === 'signing'
  return (
    <ViewFrame foyer={foyer} title="Sign in" step={signing ? 'signing' : 'failed'}>
      <p className="foyer-text">
        {app} asks you to sign a message with {wallet ?? 'your wallet'} to prove this account is
        yours. Signing costs nothing and sends no transaction.
      </p>
      {signing && (
        <p className="foyer-muted" role="status">
          Waiting for your signature… Approve the request in your wallet.
        </p>
      )}
      {!signing && error && (
        <p className="foyer-error foyer-text" role="alert">
          {error}
        </p>
      )}
      {!signing && (
        <div className="foyer-actions">
          <button type="button" className="foyer-primary" data-autofocus="" onClick={signIn}>
            Try again
          </button>
          <button
            type="button"
            className="foyer-secondary"
            onClick={() => void disconnectWallet(foyer).catch(() => {})}
          >
            Disconnect
          </button>
        </div>
      )}
    </ViewFrame>
  )
}

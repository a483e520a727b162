import { useEffect, useRef } from 'react'
import { disconnectWallet } from '../../core/connection/disconnectWallet.ts'
import type { Foyer } from '../../core/foyer.ts'
import { signInWithEthereum } from '../../core/siwe/signInWithEthereum.ts'
import { siweStore } from '../../core/siwe/siweState.ts'
import { describedNode } from '../describeErrorIn.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { useI18n } from '../useI18n.ts'
import { ViewFrame } from './ViewFrame.tsx'

/**
 * Sign in with Ethereum after a connect (SPEC §2, §4): asks the wallet to sign at once; a refusal
 * stays here with the reason, "Try again" and "Disconnect".
 */
export function ConnectingSiweView({ foyer }: { foyer: Foyer }) {
  const { t } = useI18n(foyer)
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
    <ViewFrame foyer={foyer} title={t('siwe.title')} step={signing ? 'signing' : 'failed'}>
      <p className="foyer-text">
        {wallet ? t('siwe.intro', { app, wallet }) : t('siwe.introAnyWallet', { app })}
      </p>
      {signing && (
        <p className="foyer-muted" role="status">
          {t('siwe.waiting')}
        </p>
      )}
      {!signing && error && (
        <p className="foyer-error foyer-text" role="alert">
          {describedNode(t, error)}
        </p>
      )}
      {!signing && (
        <div className="foyer-actions">
          <button type="button" className="foyer-primary" data-autofocus="" onClick={signIn}>
            {t('siwe.tryAgain')}
          </button>
          <button
            type="button"
            className="foyer-secondary"
            onClick={() => void disconnectWallet(foyer).catch(() => {})}
          >
            {t('siwe.disconnect')}
          </button>
        </div>
      )}
    </ViewFrame>
  )
}

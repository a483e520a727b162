import { shortAddress } from '../../core/account/shortAddress.ts'
import { formatAmount } from '../../core/formatAmount.ts'
import type { Foyer } from '../../core/foyer.ts'
import { chainName } from '../../core/network/chainNames.ts'
import type { BatchCall, CallStep } from '../../core/rpc/calls/callsState.ts'
import { callsStore } from '../../core/rpc/calls/callsState.ts'
import { batchOutcome, batchProgress } from '../../core/rpc/calls/describeBatch.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { ViewFrame } from './ViewFrame.tsx'

const STEP: Record<CallStep, string> = {
  waiting: 'Waiting',
  asking: 'Confirm in your wallet',
  sent: 'Sent, waiting for a block',
  confirmed: 'Confirmed',
  reverted: 'Reverted',
  rejected: 'Rejected',
  failed: 'Failed',
  skipped: 'Not sent',
}

const BADGE: Partial<Record<CallStep, string>> = {
  confirmed: 'foyer-status-confirmed',
  reverted: 'foyer-status-failed',
  rejected: 'foyer-status-failed',
  failed: 'foyer-status-failed',
}

/** What one call does, as far as the modal can tell without its contract's ABI. */
function describeCall(call: BatchCall, symbol: string): string {
  const value = call.value ? BigInt(call.value) : 0n
  const amount = value > 0n ? `${formatAmount(value, 18)} ${symbol}` : undefined
  const data = call.data && call.data !== '0x' ? (call.data.length - 2) / 2 : 0
  const to = call.to ? shortAddress(call.to) : 'a new contract'
  if (data === 0) return amount ? `Send ${amount} to ${to}` : `Call ${to}`
  return `Call ${to} with ${data} bytes of data${amount ? ` and ${amount}` : ''}`
}

/**
 * A batch of calls (EIP-5792) the modal runs one at a time for a wallet that cannot run it as
 * one: each call's state, "2 of 3 confirmed", and once it stops, what is on chain and what was
 * not sent.
 */
export function CallsView({ foyer }: { foyer: Foyer }) {
  const store = callsStore(foyer)
  const shown = useFoyerState(store, (s) => s.shown)
  const batch = useFoyerState(store, (s) => s.batches.find((b) => b.id === s.shown))
  if (!shown || !batch)
    return (
      <ViewFrame foyer={foyer} title="Calls">
        <p className="foyer-muted">No calls were sent from this page.</p>
      </ViewFrame>
    )
  const total = batch.calls.length
  const outcome = batchOutcome(batch)
  const asking = batch.calls.findIndex((c) => c.step === 'asking')
  return (
    <ViewFrame foyer={foyer} title={`${total} calls`} step={batch.status}>
      <p className="foyer-text">
        Your wallet sends these one at a time on {chainName(batch.chainId)}: each asks for your
        approval, and each waits for the one before it.
      </p>
      <p className="foyer-text" role="status" data-testid="foyer-calls-progress">
        {batchProgress(batch)}
        {asking >= 0 && ` · confirm call ${asking + 1} of ${total} in your wallet`}
      </p>
      <ol className="foyer-connections foyer-calls" aria-label="Calls">
        {batch.calls.map((call, index) => (
          <li key={index} data-step={call.step}>
            <span className="foyer-grow">
              {index + 1}. {describeCall(call, batch.symbol)}
            </span>
            <span className={`foyer-badge ${BADGE[call.step] ?? ''}`}>{STEP[call.step]}</span>
          </li>
        ))}
      </ol>
      {batch.status === 'confirmed' && (
        <p className="foyer-text">All {total} calls are confirmed.</p>
      )}
      {outcome && (
        <p className="foyer-error foyer-text" role="alert">
          {outcome}
        </p>
      )}
    </ViewFrame>
  )
}

import type { Foyer, ReadonlyStore } from '../foyer.ts'
import type { SolanaSendPort } from '../solana/port.ts'
import { editOnramp, type OnrampChoice } from './editOnramp.ts'
import { type FetchOnrampQuoteParameters, fetchOnrampQuote } from './fetchOnrampQuote.ts'
import { type LoadOnrampOptionsParameters, loadOnrampOptions } from './loadOnrampOptions.ts'
import type { OnrampState } from './onrampState.ts'
import { onrampStore } from './onrampStore.ts'
import { resetOnrampState } from './resetOnrampState.ts'

/*
 * The Buy view's side of the instance's on-ramp state: it reads the state here and changes it
 * only through these actions (one writer per store: the on-ramp's own functions).
 */

/** The on-ramp state of the instance, read-only. */
export const onrampState = (foyer: Foyer): ReadonlyStore<OnrampState> => onrampStore(foyer)

/** Reads the server's providers and currencies into the state (`loadOnrampOptions`). */
export const loadOnramp = (foyer: Foyer, api: LoadOnrampOptionsParameters['api']) =>
  loadOnrampOptions({ onramp: onrampStore(foyer) }, { api })

/** The visitor's choice: provider, coin, currency or amount (`editOnramp`). */
export const chooseOnramp = (foyer: Foyer, choice: OnrampChoice) =>
  editOnramp({ onramp: onrampStore(foyer) }, choice)

/** A quote for what is chosen now (`fetchOnrampQuote`). */
export const quoteOnramp = (foyer: Foyer, parameters: FetchOnrampQuoteParameters) =>
  fetchOnrampQuote({ onramp: onrampStore(foyer) }, parameters)

/** The visitor left Buy: the defaults again (`resetOnrampState`). */
export const leaveOnramp = (foyer: Foyer) => resetOnrampState({ onramp: onrampStore(foyer) })

/**
 * The connected Solana account Buy buys SOL for (Solana account → Buy), from the Solana chunk's
 * port; undefined when none is connected or that chunk has not loaded.
 */
export function solanaBuyer(foyer: Foyer): { address: string; chainId: string } | undefined {
  const port = foyer._internal.slots.get(SOLANA_SEND_PORT) as SolanaSendPort | undefined
  return port?.account()
}

/** Whether a currency is sold on Solana (SOL), not on EVM chains: Buy offers each to its accounts. */
export const soldOnSolana = (networks: readonly { chain_id: string }[]) =>
  networks.some((n) => n.chain_id.startsWith('solana:'))

/** `SOLANA_SEND_PORT` of solana/port.ts, written out (this chunk shares no module with Solana's). */
const SOLANA_SEND_PORT = Symbol.for('foyer.solana.send')

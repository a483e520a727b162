import type { Address } from 'viem'
import type { Foyer } from '../foyer.ts'
import { instrumentRequest } from '../rpc/instrumentRequest.ts'
import { ensureEngine } from './ensureEngine.ts'
import { ConnectorNotConnectedError, type ConnectorNotConnectedErrorType } from './errors.ts'
import { toFoyerError } from './toFoyerError.ts'

export type RequestAccountsReturnType = readonly Address[]
export type RequestAccountsErrorType = ConnectorNotConnectedErrorType

/**
 * Asks the current wallet for its accounts (eth_requestAccounts), the selected one first.
 * @example const [account] = await requestAccounts(foyer)
 */
export async function requestAccounts(foyer: Foyer): Promise<RequestAccountsReturnType> {
  const engine = await ensureEngine(foyer)
  const { connector } = engine.wagmi.getConnection(engine.config)
  if (!connector) throw new ConnectorNotConnectedError()
  try {
    const provider = (await connector.getProvider()) as {
      request(args: { method: 'eth_requestAccounts' }): Promise<Address[]>
    }
    return await instrumentRequest(foyer, { method: 'eth_requestAccounts', source: 'modal' }, () =>
      provider.request({ method: 'eth_requestAccounts' }),
    )
  } catch (error) {
    throw toFoyerError(error, { connectorName: connector.name })
  }
}

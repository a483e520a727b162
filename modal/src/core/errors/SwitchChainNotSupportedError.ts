import { BaseError } from './BaseError.ts'

/** The wallet cannot switch chain on request; the visitor switches in the wallet (SPEC §8). */
export class SwitchChainNotSupportedError extends BaseError {
  override name = 'SwitchChainNotSupportedError'

  constructor({ connectorName }: { connectorName?: string | undefined } = {}) {
    super('connector does not support programmatic chain switching', {
      details: connectorName === undefined ? undefined : `Connector: "${connectorName}".`,
    })
  }
}

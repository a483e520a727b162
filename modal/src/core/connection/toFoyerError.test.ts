import {
  ChainNotConfiguredError,
  ConnectorAlreadyConnectedError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  ConnectorUnavailableReconnectingError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError,
} from '@wagmi/core'
import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { SendError } from '../send/errors.ts'
import { toFoyerError } from './toFoyerError.ts'

const connector = { name: 'Alice' } as never
const context = { connectorId: 'dev.foyer.alice', connectorName: 'Alice', chainId: 10 }

// The wagmi and viem errors themselves, as wagmi throws them, mapped to SPEC §8's messages.
describe('toFoyerError (SPEC §8)', () => {
  const cases = [
    [
      new ConnectorAlreadyConnectedError(),
      'ConnectorAlreadyConnectedError',
      'Connector already connected.',
    ],
    [new ConnectorNotConnectedError(), 'ConnectorNotConnectedError', 'Connector not connected.'],
    [new ConnectorNotFoundError(), 'ConnectorNotConnectedError', 'Connector not connected.'],
    [
      new ConnectorUnavailableReconnectingError({ connector }),
      'ConnectorUnavailableReconnectingError',
      'Connector unavailable while reconnecting',
    ],
    [new ProviderNotFoundError(), 'ProviderNotFoundError', 'Provider not found.'],
    [new ChainNotConfiguredError(), 'ChainNotConfiguredError', 'Chain not configured.'],
    [
      new SwitchChainNotSupportedError({ connector }),
      'SwitchChainNotSupportedError',
      'connector does not support programmatic chain switching',
    ],
    [
      new SwitchChainError(Object.assign(new Error('Unsupported method'), { code: 4200 })),
      'SwitchChainNotSupportedError',
      'connector does not support programmatic chain switching',
    ],
    [
      new SwitchChainError(new ChainNotConfiguredError()),
      'ChainNotConfiguredError',
      'Chain not configured.',
    ],
  ] as const
  it.each(
    cases.map(([error, name, shortMessage]) => ({ error, from: error.name, name, shortMessage })),
  )('$from → $name', ({ error, name, shortMessage }) => {
    expect(toFoyerError(error, context)).toMatchObject({ name, shortMessage })
  })

  it('passes through what it has no class for, and Foyer errors as they are', () => {
    const rejected = new UserRejectedRequestError(new Error('User rejected the request.'))
    expect(toFoyerError(rejected)).toBe(rejected)
    const switchFailed = new SwitchChainError(new Error('boom'))
    expect(toFoyerError(switchFailed)).toBe(switchFailed)
    const foyerError = new SendError()
    expect(toFoyerError(foyerError)).toBe(foyerError)
    expect(toFoyerError(null)).toBe(null)
  })
})

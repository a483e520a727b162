import { describe, expect, it } from 'vitest'
import {
  ConnectCancelledError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  ConnectorUnavailableReconnectingError,
  InvalidSignatureError,
  ProviderNotFoundError,
  SafeInfoTimeoutError,
  WalletCodeLoadError,
  WalletNotAnsweringError,
} from '../connection/errors.ts'
import { ApiRequestError } from '../contracts/errors.ts'
import {
  EmailCooldownError,
  EmailInputError,
  FrameError,
  FrameLoadError,
  FrameNotSetError,
  FrameParentNotSetError,
  InvalidEventPayloadError,
} from '../embedded/errors.ts'
import {
  AddressOrAuthConnectorNotFoundError,
  InvalidAccountNameError,
  InvalidNameError,
  NameRegistrationError,
  NameResolutionError,
  NameReverseLookupError,
  NameSuggestionsError,
  NetworkNotFoundError,
} from '../names/errors.ts'
import {
  ChainNotConfiguredError,
  InvalidChainIdError,
  InvalidChainNamespaceError,
  SwitchChainNotSupportedError,
} from '../network/errors.ts'
import { OnrampNotReadyError, OnrampPopupBlockedError } from '../onramp/errors.ts'
import { RequestAbortedError, RequestRejectedError, RpcNotAllowedError } from '../rpc/errors.ts'
import {
  InsufficientFundsError,
  InvalidTransactionHashError,
  SendError,
  SolanaInvalidInputError,
  SolanaSendError,
  TransactionRevertedError,
  TransferNotReportedError,
  TransferRefusedError,
  UnsupportedChainError,
} from '../send/errors.ts'
import { BaseError } from './base.ts'

// One instance of every error, built the way the modal builds it when no extra detail is known.
const catalogue: BaseError[] = [
  new WalletNotAnsweringError({ connectorName: 'MetaMask', timeoutMs: 30_000 }),
  new ConnectCancelledError(),
  new TransferRefusedError(),
  new InsufficientFundsError({ needed: '1.1', available: '1', symbol: 'ETH' }),
  new TransferNotReportedError({ hash: '0x1' }),
  new WalletCodeLoadError({ cause: new Error('offline') }),
  new InvalidSignatureError({ value: '0x12' }),
  new InvalidTransactionHashError({ value: '0x12' }),
  new ChainNotConfiguredError(),
  new ConnectorAlreadyConnectedError(),
  new ConnectorNotConnectedError(),
  new ConnectorNotFoundError(),
  new ConnectorAccountNotFoundError({ address: '0x1' }),
  new ConnectorChainMismatchError({ connectionChainId: 1, connectorChainId: 137 }),
  new ConnectorUnavailableReconnectingError(),
  new ProviderNotFoundError(),
  new SwitchChainNotSupportedError(),
  new SafeInfoTimeoutError(),
  new TransactionRevertedError(),
  new SendError(),
  new SolanaSendError(),
  new UnsupportedChainError(),
  new NetworkNotFoundError(),
  new AddressOrAuthConnectorNotFoundError(),
  new RequestAbortedError(),
  new RequestRejectedError(),
  new FrameError(),
  new FrameLoadError(),
  new FrameNotSetError(),
  new FrameParentNotSetError(),
  new RpcNotAllowedError({ method: 'eth_sign' }),
  new InvalidChainIdError({ chainId: 2147483648, rule: 'must be below 2147483648' }),
  new EmailCooldownError({ remainingMs: 12_001 }),
  new EmailInputError('invalid', 'ada@@example'),
  new SolanaInvalidInputError({ field: 'amount', value: undefined }),
  new InvalidChainNamespaceError({ namespace: 'solana', operation: 'estimateGas' }),
  new InvalidAccountNameError({ name: 'ab', pattern: /^[a-zA-Z0-9-]{4,}$/ }),
  new InvalidNameError({ name: 'a_b', reason: 'underscore allowed only at start' }),
  new InvalidEventPayloadError({ event: 'CONNECT_EMAIL', issues: [] }),
  new NameResolutionError(),
  new NameSuggestionsError(),
  new NameReverseLookupError(),
  new NameRegistrationError({ name: 'alice' }),
  new ApiRequestError({ message: 'Request failed with status 500', request: 'GET /' }),
  new OnrampPopupBlockedError({ provider: 'Foyer test checkout' }),
  new OnrampNotReadyError({ missing: 'a quote' }),
]

describe('error catalogue (SPEC §8)', () => {
  it('pins every message and the class that carries it', () => {
    expect(catalogue.map((e) => `${e.shortMessage} → ${e.name}`)).toMatchInlineSnapshot(`
      [
        "MetaMask did not answer. Approve the request in the wallet, or try again. → WalletNotAnsweringError",
        "The connection was cancelled. → ConnectCancelledError",
        "The token refused the transfer (transfer returned false). → TransferRefusedError",
        "Not enough ETH for the amount and the network fee: this needs 1.1 ETH, the account has 1 ETH. → InsufficientFundsError",
        "The token reported no transfer. → TransferNotReportedError",
        "Could not load the wallet code: offline → WalletCodeLoadError",
        "The wallet did not return a signature. → InvalidSignatureError",
        "The wallet did not return a transaction hash. → InvalidTransactionHashError",
        "Chain not configured. → ChainNotConfiguredError",
        "Connector already connected. → ConnectorAlreadyConnectedError",
        "Connector not connected. → ConnectorNotConnectedError",
        "Connector not found. → ConnectorNotFoundError",
        "Account not found for connector → ConnectorAccountNotFoundError",
        "The current chain of the connector does not match the connection's chain → ConnectorChainMismatchError",
        "Connector unavailable while reconnecting → ConnectorUnavailableReconnectingError",
        "Provider not found. → ProviderNotFoundError",
        "connector does not support programmatic chain switching → SwitchChainNotSupportedError",
        "Could not load Safe information → SafeInfoTimeoutError",
        "unknown reason → TransactionRevertedError",
        "Something went wrong → SendError",
        "Failed to send transaction. Please try again. → SolanaSendError",
        "Unsupported chain → UnsupportedChainError",
        "Network not found → NetworkNotFoundError",
        "Address or auth connector not found → AddressOrAuthConnectorNotFoundError",
        "Request was aborted → RequestAbortedError",
        "User rejected the request. → RequestRejectedError",
        "An error occurred → FrameError",
        "Unable to load email login dependency → FrameLoadError",
        "W3mFrame: iframe is not set → FrameNotSetError",
        "parent is not set → FrameParentNotSetError",
        "Requested RPC call is not allowed → RpcNotAllowedError",
        "Invalid chainId → InvalidChainIdError",
        "Please try again after 13 seconds → EmailCooldownError",
        "Enter a valid email address, like name@example.com ("ada@@example" is not one) → EmailInputError",
        "Please enter a valid amount and receiver address → SolanaInvalidInputError",
        "chainNamespace is not eip155 → InvalidChainNamespaceError",
        "Account name must use letters, digits and hyphens, at least 4 characters. Provided: "ab" → InvalidAccountNameError",
        "underscore allowed only at start → InvalidNameError",
        "Invalid CONNECT_EMAIL payload → InvalidEventPayloadError",
        "Error resolving name → NameResolutionError",
        "Error fetching name suggestions → NameSuggestionsError",
        "Error fetching names for address → NameReverseLookupError",
        "Error registering name alice → NameRegistrationError",
        "Request failed with status 500 → ApiRequestError",
        "The browser blocked the Foyer test checkout window. Allow pop-ups for this site, then press Continue again. → OnrampPopupBlockedError",
        "Cannot buy yet: a quote. → OnrampNotReadyError",
      ]
    `)
  })

  // The snapshot can be rewritten with -u; these strings are copied from SPEC and cannot.
  it.each([
    'Chain not configured.',
    'Connector already connected.',
    'Connector not connected.',
    'Account not found for connector',
    "The current chain of the connector does not match the connection's chain",
    'Connector unavailable while reconnecting',
    'Provider not found.',
    'connector does not support programmatic chain switching',
    'Could not load Safe information',
    'unknown reason',
    'Something went wrong',
    'Failed to send transaction. Please try again.',
    'Unsupported chain',
    'Network not found',
    'Address or auth connector not found',
    'Request was aborted',
    'An error occurred',
    'Unable to load email login dependency',
    'W3mFrame: iframe is not set',
    'parent is not set',
    'Requested RPC call is not allowed',
    'Invalid chainId',
    'Please try again after 13 seconds',
    'Please enter a valid amount and receiver address',
    'Error resolving name',
    'Error fetching name suggestions',
    'Error fetching names for address',
    'Error registering name alice',
  ])('SPEC message %j is produced exactly', (message) => {
    expect(catalogue.map((e) => e.shortMessage)).toContain(message)
  })

  it('every error is a BaseError with a name of its own', () => {
    for (const error of catalogue) {
      expect(error).toBeInstanceOf(BaseError)
      expect(error).toBeInstanceOf(Error)
    }
    const names = catalogue.map((e) => e.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names).not.toContain('FoyerError')
  })

  it('no error class is left out of the catalogue', () => {
    // Every class exported by a feature's errors.ts (errors are grouped by domain).
    const modules = import.meta.glob<Record<string, unknown>>('../*/errors.ts', { eager: true })
    const classes = Object.values(modules).flatMap((module) =>
      Object.entries(module).flatMap(([name, value]) =>
        typeof value === 'function' && value.prototype instanceof BaseError ? [name] : [],
      ),
    )
    // Bases, and the config error whose message lists the config's own issues.
    const notInCatalogue = ['NameServiceError', 'ConfigError']
    expect(classes.filter((name) => !notInCatalogue.includes(name)).sort()).toEqual(
      catalogue.map((e) => e.name).sort(),
    )
  })

  it('a disallowed RPC call carries the UI text and names the method', () => {
    const error = new RpcNotAllowedError({ method: 'eth_sign' })
    expect(error.uiMessage).toBe('Action not allowed')
    expect(error.details).toBe(
      'method must be on the safe or unsafe RPC method lists. Provided: "eth_sign"',
    )
    expect(error.message).toBe(
      'Requested RPC call is not allowed\n\nDetails: method must be on the safe or unsafe RPC method lists. Provided: "eth_sign"',
    )
  })

  it.each([
    [30_000, 30],
    [29_001, 30],
    [29_000, 29],
    [1, 1],
  ])('the cooldown message rounds %i ms up to %i seconds', (remainingMs, seconds) => {
    const error = new EmailCooldownError({ remainingMs })
    expect(error.shortMessage).toBe(`Please try again after ${seconds} seconds`)
    expect(error.remainingSeconds).toBe(seconds)
  })

  it('validation errors name the field, the rule and the value', () => {
    expect(
      new InvalidChainIdError({ chainId: 2 ** 31, rule: 'must be below 2147483648' }).details,
    ).toBe('chainId must be below 2147483648. Provided: 2147483648')
    expect(new SolanaInvalidInputError({ field: 'receiverAddress', value: '' }).details).toBe(
      'receiverAddress must be a non-empty address. Provided: ""',
    )
    expect(
      new InvalidChainNamespaceError({ namespace: 'solana', operation: 'sendTransaction' }),
    ).toMatchObject({
      shortMessage: 'chainNamespace is not eip155',
      details: 'sendTransaction chainNamespace must be "eip155". Provided: "solana"',
    })
    expect(
      new ConnectorChainMismatchError({ connectionChainId: 1, connectorChainId: 137 }).details,
    ).toBe("connector chainId must match the connection's chainId 1. Provided: 137")
    expect(new EmailCooldownError({ remainingMs: 12_000 }).details).toBe(
      'lastEmailLoginTime must be at least 30000 ms ago. Provided: "18000 ms ago"',
    )
  })

  it('a revert with a reason shows the reason instead of the fallback', () => {
    expect(new TransactionRevertedError({ reason: 'Insufficient allowance' }).shortMessage).toBe(
      'Insufficient allowance',
    )
    expect(new TransactionRevertedError({ reason: '' }).shortMessage).toBe('unknown reason')
  })

  it('a frame error shows the frame message when it has one', () => {
    expect(new FrameError({ message: 'Invalid OTP' }).shortMessage).toBe('Invalid OTP')
    expect(new FrameError({ message: '' }).shortMessage).toBe('An error occurred')
  })

  it('name-service errors use the first reason from the API, else their fallback', () => {
    const reasons = [{ description: 'Name is taken' }, { description: 'second' }]
    expect(new NameRegistrationError({ name: 'bob', reasons }).shortMessage).toBe('Name is taken')
    expect(new NameResolutionError({ reasons }).reason).toBe('Name is taken')
    expect(new NameSuggestionsError({ reasons: [] }).shortMessage).toBe(
      'Error fetching name suggestions',
    )
    expect(new NameReverseLookupError({ reasons: [{ description: '  ' }] }).shortMessage).toBe(
      'Error fetching names for address',
    )
    expect(new NameResolutionError({ reasons: 'oops' }).shortMessage).toBe('Error resolving name')
    expect(new NameResolutionError({ reasons: [{ description: 42 }] }).shortMessage).toBe(
      'Error resolving name',
    )
    const cause = new Error('socket hang up')
    expect(new NameSuggestionsError({ cause }).cause).toBe(cause)
  })

  it('a user rejection carries the EIP-1193 code', () => {
    expect(new RequestRejectedError().code).toBe(4001)
  })
})

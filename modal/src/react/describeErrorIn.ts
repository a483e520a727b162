import { createElement, type ReactNode, useCallback, useRef } from 'react'
import { BaseError } from '../core/errors/base.ts'
import { cleanText } from '../core/errors/cleanText.ts'
import {
  describeError,
  isNetworkFailure,
  isUserRejection,
  NETWORK_FAILED,
  USER_REJECTED,
} from '../core/errors/describeError.ts'
import type { Foyer } from '../core/foyer.ts'
import type { MessageKey } from '../core/i18n/messages/en.ts'
import type { I18n } from './useI18n.ts'

/**
 * Foyer's errors whose short message a catalog sentence says (by `error.name`); the English
 * messages are the errors' `shortMessage`s, word for word. Errors with data in their message (an
 * amount, a wallet's name) keep it: their `shortMessage` is shown as it is.
 */
const OWN: Readonly<Record<string, MessageKey>> = {
  SendError: 'error.somethingWentWrong',
  SolanaSendError: 'error.solanaSendFailed',
  SolanaInvalidInputError: 'error.invalidSendInput',
  UnsupportedChainError: 'error.unsupportedChain',
  InvalidTransactionHashError: 'error.noTransactionHash',
  TransferRefusedError: 'error.transferRefused',
  TransferNotReportedError: 'error.transferNotReported',
  RequestRejectedError: 'error.requestRejected',
  RequestAbortedError: 'error.requestAborted',
  ChainNotConfiguredError: 'error.chainNotConfigured',
  SwitchChainNotSupportedError: 'error.switchNotSupported',
  ConnectorNotConnectedError: 'error.notConnected',
  ConnectCancelledError: 'error.connectCancelled',
  InvalidSignatureError: 'error.noSignature',
  FrameLoadError: 'error.frameLoad',
  NetworkNotFoundError: 'error.networkNotFound',
}

/** EmailInputError's sentence of each `reason` (the typed address in `{email}`). */
const INPUT: Readonly<Record<string, MessageKey>> = {
  missing: 'email.enterAddress',
  invalid: 'email.notAnAddress',
  code: 'email.enterCode',
}

/** A sentence and whether it is the catalog's (translated) or someone's own words. */
type Described = { text: string; translated: boolean }

/** An own error's short message in the visitor's language, or as it is when no sentence fits. */
function ownMessage(t: I18n['t'], error: BaseError): Described {
  if (error.name === 'EmailCooldownError' && 'remainingSeconds' in error)
    return { text: t('error.emailCooldown', { seconds: error.remainingSeconds }), translated: true }
  if (error.name === 'EmailInputError' && 'reason' in error) {
    const input = (error as BaseError & { input?: string }).input ?? ''
    const key = INPUT[error.reason as string]
    if (key) return { text: t(key, { email: input }), translated: true }
  }
  const key = OWN[error.name]
  return key
    ? { text: t(key), translated: true }
    : { text: cleanText(error.shortMessage), translated: false }
}

function describe(t: I18n['t'], error: unknown): Described {
  if (error instanceof BaseError) {
    if (!error.describesCause || error.cause === undefined) return ownMessage(t, error)
    if (isUserRejection(error.cause)) return { text: t('error.userRejected'), translated: true }
    const message = ownMessage(t, error).text
    const cause = describe(t, error.cause).text
    return { text: t('error.withCause', { message, cause }), translated: true }
  }
  if (isUserRejection(error)) return { text: t('error.userRejected'), translated: true }
  if (isNetworkFailure(error)) return { text: t('error.networkFailed'), translated: true }
  return { text: describeError(error), translated: false }
}

/**
 * `describeError` in the visitor's language: a catalog sentence for a rejection in the wallet, a
 * network that did not answer and Foyer's own errors (by `name`); a wallet's or node's own words
 * stay as they are (`describeError`). Looks through the cause chain as `describeError` does.
 * @example <p role="alert">{describeErrorIn(t, error)}</p>
 */
export function describeErrorIn(t: I18n['t'], error: unknown): string {
  return describe(t, error).text
}

/**
 * `describeErrorIn` for a view to render: words that are not the catalog's (a wallet's own) are
 * in a `translate="no"` span, so no page translator rewrites them and the pseudo-locale check
 * knows them for data.
 * @example <p role="alert">{errorNode(t, error)}</p>
 */
export function errorNode(t: I18n['t'], error: unknown): ReactNode {
  const { text, translated } = describe(t, error)
  return translated ? text : createElement('span', { translate: 'no' }, text)
}

const DESCRIBED: Readonly<Record<string, MessageKey>> = {
  [USER_REJECTED]: 'error.userRejected',
  [NETWORK_FAILED]: 'error.networkFailed',
}

/**
 * A sentence `describeError` already wrote (kept in a store as text), in the visitor's language
 * when it is one of the catalog's (a rejection, a network failure); else as it is.
 */
export function describedIn(t: I18n['t'], text: string): string {
  const key = Object.hasOwn(DESCRIBED, text) ? DESCRIBED[text] : undefined
  return key ? t(key) : text
}

/** `describedIn` for a view to render: other words are in a `translate="no"` span (`errorNode`). */
export function describedNode(t: I18n['t'], text: string): ReactNode {
  return Object.hasOwn(DESCRIBED, text)
    ? describedIn(t, text)
    : createElement('span', { translate: 'no' }, text)
}

/**
 * Wraps an action for `useAction` so the view keeps what it threw last (`useAction` keeps only
 * `describeError`'s English words), for `describeErrorIn`.
 * @example
 * const [switchKept, switchThrown] = useThrown(switchNetwork)
 * const switching = useAction(foyer, switchKept)
 * {switching.error && <p role="alert">{describeErrorIn(t, switchThrown.current)}</p>}
 */
export function useThrown<P, R>(
  action: (foyer: Foyer, parameters: P) => Promise<R>,
): readonly [(foyer: Foyer, parameters: P) => Promise<R>, { readonly current: unknown }] {
  const thrown = useRef<unknown>(undefined)
  const kept = useCallback(
    async (foyer: Foyer, parameters: P) => {
      thrown.current = undefined
      try {
        return await action(foyer, parameters)
      } catch (error) {
        thrown.current = error
        throw error
      }
    },
    [action],
  )
  return [kept, thrown] as const
}

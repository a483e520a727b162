export type {
  NameProfile,
  NameSuggestion,
  OnrampNetwork,
  OnrampOptions,
  OnrampQuote,
  PaymentCurrency,
  PurchaseCurrency,
} from '../core/api/apiSchemas.ts'
export { type BuildOnrampUrlParameters, buildOnrampUrl } from '../core/api/buildOnrampUrl.ts'
export {
  type BuildRegisterNameMessageParameters,
  buildRegisterNameMessage,
} from '../core/api/buildRegisterNameMessage.ts'
export {
  type ApiClient,
  type CreateApiClientParameters,
  createApiClient,
  type GetOnrampQuoteParameters,
  type RegisterNameParameters,
} from '../core/api/createApiClient.ts'
export {
  type Bus,
  type BusChannel,
  type BusChannels,
  type BusEvent,
  createBus,
} from '../core/bus/createBus.ts'
export { redactFramePayload } from '../core/bus/redactFramePayload.ts'
export type { FoyerConfig, FoyerConfigInput } from '../core/config/configSchema.ts'
export { defineConfig } from '../core/config/defineConfig.ts'
export { parseConfig } from '../core/config/parseConfig.ts'
export type {
  BalanceState,
  ConnectionState,
  WalletOption,
} from '../core/connection/connectionState.ts'
export type { TokenBalance, TokensState } from '../core/connection/tokenState.ts'
export {
  ACCOUNT_NAME_MIN_LENGTH,
  ACCOUNT_TYPES,
  type AccountType,
  CHAIN_ID_CEILING,
  DEFAULT_LOG_LEVEL,
  DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS,
  EMAIL_COOLDOWN_MS,
  EVM_NAMESPACE,
  NAME_LABEL_MAX_NON_SPACING_MARKS,
  NAME_SUFFIX,
  RECEIPT_WAIT_TIMEOUT,
  SAFE_INFO_TIMEOUT,
  SDK_VERSION,
  SOCIAL_PROVIDERS,
  SOLANA_CHAIN_IDS,
  type SocialProvider,
  type SolanaChainId,
  STORAGE_PREFIX,
  SUPPORTED_CHAIN_IDS,
  TRANSACTION_TYPE,
  USDC_CONTRACT_ADDRESSES,
} from '../core/constants.ts'
export { createFoyer } from '../core/createFoyer.ts'
export { AddressOrAuthConnectorNotFoundError } from '../core/errors/AddressOrAuthConnectorNotFoundError.ts'
export { ApiRequestError } from '../core/errors/ApiRequestError.ts'
export { BaseError } from '../core/errors/BaseError.ts'
export { ChainNotConfiguredError } from '../core/errors/ChainNotConfiguredError.ts'
export { ConfigError } from '../core/errors/ConfigError.ts'
export { ConnectorAccountNotFoundError } from '../core/errors/ConnectorAccountNotFoundError.ts'
export { ConnectorAlreadyConnectedError } from '../core/errors/ConnectorAlreadyConnectedError.ts'
export { ConnectorChainMismatchError } from '../core/errors/ConnectorChainMismatchError.ts'
export { ConnectorNotConnectedError } from '../core/errors/ConnectorNotConnectedError.ts'
export { ConnectorNotFoundError } from '../core/errors/ConnectorNotFoundError.ts'
export { ConnectorUnavailableReconnectingError } from '../core/errors/ConnectorUnavailableReconnectingError.ts'
export { EmailCooldownError } from '../core/errors/EmailCooldownError.ts'
export { FrameError } from '../core/errors/FrameError.ts'
export { FrameLoadError } from '../core/errors/FrameLoadError.ts'
export { FrameNotSetError } from '../core/errors/FrameNotSetError.ts'
export { FrameParentNotSetError } from '../core/errors/FrameParentNotSetError.ts'
export { InvalidAccountNameError } from '../core/errors/InvalidAccountNameError.ts'
export { InvalidChainIdError } from '../core/errors/InvalidChainIdError.ts'
export { InvalidChainNamespaceError } from '../core/errors/InvalidChainNamespaceError.ts'
export { InvalidEventPayloadError } from '../core/errors/InvalidEventPayloadError.ts'
export { InvalidNameError } from '../core/errors/InvalidNameError.ts'
export { NameRegistrationError } from '../core/errors/NameRegistrationError.ts'
export { NameResolutionError } from '../core/errors/NameResolutionError.ts'
export { NameReverseLookupError } from '../core/errors/NameReverseLookupError.ts'
export { NameServiceError } from '../core/errors/NameServiceError.ts'
export { NameSuggestionsError } from '../core/errors/NameSuggestionsError.ts'
export { NetworkNotFoundError } from '../core/errors/NetworkNotFoundError.ts'
export { ProviderNotFoundError } from '../core/errors/ProviderNotFoundError.ts'
export { RequestAbortedError } from '../core/errors/RequestAbortedError.ts'
export { RequestRejectedError } from '../core/errors/RequestRejectedError.ts'
export { RpcNotAllowedError } from '../core/errors/RpcNotAllowedError.ts'
export { SafeInfoTimeoutError } from '../core/errors/SafeInfoTimeoutError.ts'
export { SendError } from '../core/errors/SendError.ts'
export { SolanaInvalidInputError } from '../core/errors/SolanaInvalidInputError.ts'
export { SolanaSendError } from '../core/errors/SolanaSendError.ts'
export { SwitchChainNotSupportedError } from '../core/errors/SwitchChainNotSupportedError.ts'
export { TransactionRevertedError } from '../core/errors/TransactionRevertedError.ts'
export { UnsupportedChainError } from '../core/errors/UnsupportedChainError.ts'
export { checkEmbeddedConnection } from '../core/fallbacks/checkEmbeddedConnection.ts'
export { estimateGasOrZero } from '../core/fallbacks/estimateGasOrZero.ts'
export { fetchOnrampQuote } from '../core/fallbacks/fetchOnrampQuote.ts'
export { getCapabilitiesOrEmpty } from '../core/fallbacks/getCapabilitiesOrEmpty.ts'
export { loadSmartAccountEnabledNetworks } from '../core/fallbacks/loadSmartAccountEnabledNetworks.ts'
export { setPreferredAccountType } from '../core/fallbacks/setPreferredAccountType.ts'
export { type CreateFoyerOptions, type Foyer, instantiateFoyer } from '../core/instantiateFoyer.ts'
export { closeModal } from '../core/modal/closeModal.ts'
export { type OpenModalParameters, openModal } from '../core/modal/openModal.ts'
export { shakeModal } from '../core/modal/shakeModal.ts'
export { goBack, pushRoute, replaceRoute, resetRoute } from '../core/router/navigate.ts'
export type { Route, View } from '../core/router/routes.ts'
export {
  type CreateRpcGateParameters,
  createRpcGate,
  type PendingRpcRequest,
  type RpcGate,
  type RpcRequest,
} from '../core/rpc/createRpcGate.ts'
export { decideRpc, type RpcDecision } from '../core/rpc/decideRpc.ts'
export {
  type RequestRpcErrorType,
  type RequestRpcParameters,
  type RequestRpcReturnType,
  requestRpc,
} from '../core/rpc/requestRpc.ts'
export { SAFE_RPC_METHODS } from '../core/rpc/safeRpcMethods.ts'
export { UNSAFE_RPC_METHODS } from '../core/rpc/unsafeRpcMethods.ts'
export {
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
} from '../core/send/sendToken.ts'
export { type AuthUser, authUserSchema } from '../core/state/authUserSchema.ts'
export { type ConnectionAction, connectionReducer } from '../core/state/connectionReducer.ts'
export { fetchNameSuggestions } from '../core/state/fetchNameSuggestions.ts'
export { hideTooltip } from '../core/state/hideTooltip.ts'
export type { NameServiceState } from '../core/state/nameServiceState.ts'
export type { OnrampProvider, OnrampState } from '../core/state/onrampState.ts'
export { recentConnectorIdEffect } from '../core/state/recentConnectorIdEffect.ts'
export { resetOnrampState } from '../core/state/resetOnrampState.ts'
export { type ShowTooltipParameters, showTooltip } from '../core/state/showTooltip.ts'
export type { TooltipState } from '../core/state/tooltipState.ts'
export {
  initialWalletConnectionsState,
  type WalletConnection,
  type WalletConnectionsState,
} from '../core/state/walletConnectionsState.ts'
export { clearLoginData } from '../core/storage/clearLoginData.ts'
export { createCookieStorage } from '../core/storage/createCookieStorage.ts'
export {
  createFoyerStorage,
  type FoyerStorage,
  type StorageBackend,
} from '../core/storage/createFoyerStorage.ts'
export type { PersistedKey, PersistedValues } from '../core/storage/persistedKeys.ts'
export { assertChainId } from '../core/validation/assertChainId.ts'
export { assertEmailCooldown } from '../core/validation/assertEmailCooldown.ts'
export { assertEvmNamespace } from '../core/validation/assertEvmNamespace.ts'
export { assertSolanaSendInput } from '../core/validation/assertSolanaSendInput.ts'
export { type EventPayloads, eventPayloadSchemas } from '../core/validation/eventPayloadSchemas.ts'
export { isEmail } from '../core/validation/isEmail.ts'
export { isSignedMessage } from '../core/validation/isSignedMessage.ts'
export { isTransactionHash } from '../core/validation/isTransactionHash.ts'
export { normalizeName } from '../core/validation/normalizeName.ts'
export { parseEventPayload } from '../core/validation/parseEventPayload.ts'
export { validateAccountName } from '../core/validation/validateAccountName.ts'
export {
  connectWallet,
  disconnectWallet,
  estimateGas,
  getChainId,
  refreshBalance,
  requestAccounts,
  sendTransaction,
  signMessage,
  switchNetwork,
  switchWalletConnection,
  waitForReceipt,
  writeContract,
} from '../core/wallet/actions.ts'
export type { ContractWriteRequest, TransactionRequest } from '../core/wallet/wallet.ts'

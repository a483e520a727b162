// The public API: what a host app uses. Plugins, devtools and tests use `/internal`; the frame and
// server use `/frame-protocol`.

export { refreshBalance } from '../core/account/refreshBalance.ts'
export type { Bus, BusChannel, BusChannels, BusEvent } from '../core/bus/createBus.ts'
export type { TrackingChannel, TrackingEvent, TrackingEventName } from '../core/bus/events.ts'
export type { FoyerConfig, FoyerConfigInput } from '../core/config/configSchema.ts'
export { ConfigError } from '../core/config/errors.ts'
export type {
  ConnectionInfo,
  ConnectionState,
  ConnectionStatus,
  WalletOption,
} from '../core/connection/connectionState.ts'
export {
  type ConnectWalletErrorType,
  type ConnectWalletParameters,
  type ConnectWalletReturnType,
  connectWallet,
} from '../core/connection/connectWallet.ts'
export {
  type DisconnectWalletErrorType,
  type DisconnectWalletParameters,
  disconnectWallet,
} from '../core/connection/disconnectWallet.ts'
export {
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  ConnectorUnavailableReconnectingError,
  InvalidSignatureError,
  ProviderNotFoundError,
} from '../core/connection/errors.ts'
export {
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from '../core/connection/getCapabilities.ts'
export {
  type RequestAccountsErrorType,
  type RequestAccountsReturnType,
  requestAccounts,
} from '../core/connection/requestAccounts.ts'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '../core/connection/signMessage.ts'
export {
  type SwitchWalletConnectionErrorType,
  type SwitchWalletConnectionParameters,
  switchWalletConnection,
} from '../core/connection/switchWalletConnection.ts'
export { type CreateFoyerOptions, createFoyer, type Foyer } from '../core/createFoyer.ts'
export { BaseError } from '../core/errors/base.ts'
export { LOCALES, type Locale } from '../core/i18n/locales.ts'
export type { MessageKey, Messages } from '../core/i18n/messages/en.ts'
export { LocaleError, setLocale } from '../core/i18n/setLocale.ts'
export { closeModal } from '../core/modal/closeModal.ts'
export { type OpenModalParameters, openModal } from '../core/modal/openModal.ts'
export {
  ChainNotConfiguredError,
  InvalidChainIdError,
  InvalidChainNamespaceError,
  SwitchChainNotSupportedError,
} from '../core/network/errors.ts'
export { getChainId } from '../core/network/getChainId.ts'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  switchNetwork,
} from '../core/network/switchNetwork.ts'
export { FoyerNotMountedError, foyer, getFoyer } from '../core/pageFoyer.ts'
export type { Route, View } from '../core/router/routes.ts'
export { RequestAbortedError, RpcNotAllowedError } from '../core/rpc/errors.ts'
export {
  type RequestRpcErrorType,
  type RequestRpcOptions,
  type RequestRpcParameters,
  type RequestRpcReturnType,
  requestRpc,
} from '../core/rpc/requestRpc.ts'
export {
  InvalidTransactionHashError,
  SendError,
  SolanaInvalidInputError,
  SolanaSendError,
  TransactionRevertedError,
  UnsupportedChainError,
} from '../core/send/errors.ts'
export {
  type EstimateGasErrorType,
  type EstimateGasParameters,
  type EstimateGasReturnType,
  estimateGas,
} from '../core/send/estimateGas.ts'
export {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from '../core/send/estimateSendFee.ts'
export {
  type SendTokenErrorType,
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
} from '../core/send/sendToken.ts'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from '../core/send/sendTransaction.ts'
export type { ContractWriteRequest, TransactionRequest } from '../core/send/transactionRequest.ts'
export {
  type WaitForReceiptErrorType,
  type WaitForReceiptParameters,
  type WaitForReceiptReturnType,
  waitForReceipt,
} from '../core/send/waitForReceipt.ts'
export {
  type WriteContractErrorType,
  type WriteContractParameters,
  type WriteContractReturnType,
  writeContract,
} from '../core/send/writeContract.ts'
export type { SendState, SendToken } from '../core/sendState.ts'
export { createCookieStorage } from '../core/storage/createCookieStorage.ts'
export type { StorageBackend } from '../core/storage/createFoyerStorage.ts'
export { setTheme, ThemeError } from '../core/theme/setTheme.ts'
export {
  contrastRatio,
  THEME_VARIABLES,
  type ThemeProblem,
  type ThemeVariableName,
  type ThemeVariables,
} from '../core/theme/themeVariables.ts'
export {
  selectNativeBalance,
  type TokenBalance,
  type TokensState,
} from '../core/tokensState.ts'

import { describe, expect, it } from 'vitest'
import * as config from './config.ts'
import * as contracts from './contracts.ts'
import * as frameProtocol from './frame-protocol.ts'
import * as main from './index.ts'
import * as internal from './internal.ts'
import * as mount from './mount.ts'
import * as react from './react.ts'
import * as wagmi from './wagmi.tsx'

// A change to an export list shows up here and has to be accepted on purpose. Each entry serves
// one audience: hosts (foyer, /react, /config), the plugin's mount script (/mount), Foyer's own
// packages (/internal) and the embedded-wallet frame and server (/frame-protocol).
describe('exports by audience', () => {
  it('@foyer/modal (hosts)', () => {
    expect(Object.keys(main).sort()).toMatchInlineSnapshot(`
      [
        "BaseError",
        "ChainNotConfiguredError",
        "ConfigError",
        "ConnectorAccountNotFoundError",
        "ConnectorAlreadyConnectedError",
        "ConnectorChainMismatchError",
        "ConnectorNotConnectedError",
        "ConnectorNotFoundError",
        "ConnectorUnavailableReconnectingError",
        "FoyerNotMountedError",
        "InvalidChainIdError",
        "InvalidChainNamespaceError",
        "InvalidSignatureError",
        "InvalidTransactionHashError",
        "LOCALES",
        "LocaleError",
        "ProviderNotFoundError",
        "RequestAbortedError",
        "RpcNotAllowedError",
        "SendError",
        "SolanaInvalidInputError",
        "SolanaSendError",
        "SwitchChainNotSupportedError",
        "THEME_VARIABLES",
        "ThemeError",
        "TransactionRevertedError",
        "UnsupportedChainError",
        "closeModal",
        "connectWallet",
        "contrastRatio",
        "createCookieStorage",
        "createFoyer",
        "disconnectWallet",
        "estimateGas",
        "estimateSendFee",
        "foyer",
        "getCapabilities",
        "getChainId",
        "getFoyer",
        "openModal",
        "refreshBalance",
        "requestAccounts",
        "requestRpc",
        "selectNativeBalance",
        "sendToken",
        "sendTransaction",
        "setLocale",
        "setTheme",
        "signMessage",
        "switchNetwork",
        "switchWalletConnection",
        "waitForReceipt",
        "writeContract",
      ]
    `)
  })
  it('@foyer/modal/react', () => {
    expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
      [
        "ConnectButton",
        "FoyerProvider",
        "useFoyer",
        "useFoyerState",
        "useModal",
        "useSession",
      ]
    `)
  })
  it('@foyer/modal/config', () => {
    expect(Object.keys(config).sort()).toMatchInlineSnapshot(`
      [
        "CHAIN_ID_CEILING",
        "CHAIN_NAMES",
        "SOCIAL_PROVIDERS",
        "SOLANA_CHAIN_IDS",
        "SUPPORTED_CHAIN_IDS",
        "chainName",
        "defineConfig",
        "evmChains",
        "solanaChains",
      ]
    `)
  })
  it('@foyer/modal/mount', () => {
    expect(Object.keys(mount).sort()).toMatchInlineSnapshot(`
      [
        "assertSameChains",
        "createCookieStorage",
        "instantiateFoyer",
        "mountFoyer",
      ]
    `)
  })
  it('@foyer/modal/internal', () => {
    expect(Object.keys(internal).sort()).toMatchInlineSnapshot(`
      [
        "ANVIL_FILE",
        "API_PATH",
        "ConfigError",
        "FOYER_INSTANCE_KEY",
        "MOUNT_URL",
        "PAGE_MODULE",
        "STORAGE_PREFIX",
        "VIRTUAL_CONFIG_ID",
        "VIRTUAL_DEVTOOLS_ID",
        "VIRTUAL_DEVTOOLS_STANDALONE_ID",
        "VIRTUAL_MOUNT_ID",
        "WALLET_FAULT_SLOT",
        "armWalletRejection",
        "chainsById",
        "configSchema",
        "createBus",
        "devServerPath",
        "parseAnvilFile",
        "parseConfig",
        "withAnvilRpc",
      ]
    `)
  })
  it('@foyer/modal/wagmi', () => {
    expect(Object.keys(wagmi).sort()).toMatchInlineSnapshot(`
      [
        "FoyerWagmiProvider",
        "getFoyerWagmiConfig",
        "useFoyerWagmiConfig",
      ]
    `)
  })
  it('@foyer/modal/frame-protocol', () => {
    expect(Object.keys(frameProtocol).sort()).toMatchInlineSnapshot(`
      [
        "APP_EVENT_TYPES",
        "AVATAR_IMAGE_TYPES",
        "FrameError",
        "FrameLoadError",
        "FrameNotSetError",
        "FrameParentNotSetError",
        "FrameTimeoutError",
        "InvalidAccountNameError",
        "InvalidEventPayloadError",
        "InvalidNameError",
        "LOCALES",
        "MAX_AVATAR_CHARS",
        "NAME_SUFFIX",
        "NameRegistrationError",
        "REDACTED",
        "SAFE_RPC_METHODS",
        "SOCIAL_PROVIDER_NAMES",
        "SOLANA_NETWORKS",
        "UNSAFE_RPC_METHODS",
        "WalletCodeLoadError",
        "appEventPayloadSchemas",
        "appEventSchema",
        "authUserSchema",
        "buildRegisterNameMessage",
        "catalogProblems",
        "chainsById",
        "createFrameEndpoint",
        "createFrameTransport",
        "decideRpc",
        "defaultOnrampOptions",
        "describeParamsError",
        "directionOf",
        "emailSchema",
        "eventPayloadSchemas",
        "formatMessage",
        "formatNumber",
        "frameEventSchema",
        "isAvatarDataUri",
        "localizeAmount",
        "matchLocale",
        "messageArguments",
        "nameApi",
        "normalizeName",
        "onrampApi",
        "redactFramePayload",
        "requiredCapabilities",
        "sendCallsParamsSchema",
        "validateAccountName",
      ]
    `)
  })
  it('@foyer/modal/contracts', () => {
    expect(Object.keys(contracts).sort()).toEqual([
      'ApiRequestError',
      'CHAIN_ID_CEILING',
      'OAUTH_PROVIDERS',
      'OTP_PATTERN',
      'SOCIAL_PROVIDERS',
      'apiSchemas',
      'authApiSchemas',
      'chainIdParamSchema',
      'chainIdSchema',
      'createFoyerClient',
      'errorBodySchema',
      'firstReason',
      'foyerRoutes',
      'isChainId',
      'isOtp',
      'nameApiSchemas',
      'onrampApiSchemas',
      'otpSchema',
      'reasonSchema',
      'siweApiSchemas',
      'walletRoutes',
    ])
    expect(contracts.OAUTH_PROVIDERS).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    expect(contracts.isOtp('012345')).toBe(true)
    expect(contracts.isOtp('12345')).toBe(false)
    expect(contracts.chainIdParamSchema.safeParse('2147483648').error?.issues[0]?.message).toBe(
      'Invalid chainId',
    )
  })
})

export type {
  AuthShareClient,
  CreateAuthShareClientParameters,
} from './custody/createAuthShareClient.ts'
export { createAuthShareClient } from './custody/createAuthShareClient.ts'
export type {
  CreateDeviceShareStoreParameters,
  DeviceShareStore,
} from './custody/createDeviceShareStore.ts'
export { createDeviceShareStore } from './custody/createDeviceShareStore.ts'
export { type CreateWalletReturnType, createWallet } from './custody/createWallet.ts'
export { decodeShare } from './custody/decodeShare.ts'
export { encodeShare } from './custody/encodeShare.ts'
export {
  AuthShareError,
  CustodyError,
  DeviceShareError,
  InvalidShareError,
  KeyRecoveryError,
} from './custody/errors.ts'
export {
  type ExportPrivateKeyParameters,
  exportPrivateKey,
} from './custody/exportPrivateKey.ts'
export { recoverKey } from './custody/recoverKey.ts'
export {
  decodeRecoveryKey,
  encodeRecoveryKey,
  RECOVERY_WORDS,
  recoveryWord,
} from './custody/recoveryKey.ts'

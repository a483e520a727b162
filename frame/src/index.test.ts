import { expect, it } from 'vitest'
import * as frame from './index.ts'

it('exports the custody actions and their errors', () => {
  expect(Object.keys(frame).sort()).toMatchInlineSnapshot(`
    [
      "AuthShareError",
      "CustodyError",
      "DeviceShareError",
      "InvalidShareError",
      "KeyRecoveryError",
      "RECOVERY_WORDS",
      "createAuthShareClient",
      "createDeviceShareStore",
      "createWallet",
      "decodeRecoveryKey",
      "decodeShare",
      "encodeRecoveryKey",
      "encodeShare",
      "exportPrivateKey",
      "recoverKey",
      "recoveryWord",
    ]
  `)
})

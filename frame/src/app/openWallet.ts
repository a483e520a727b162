import { createAuthShareClient } from '../custody/createAuthShareClient.ts'
import { createDeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { setFrameLocale } from '../i18n/frameI18n.ts'
import { createFrameUi } from './createFrameUi.ts'
import { type CreateFrameWalletParameters, createWalletPart } from './createFrameWallet.ts'
import type { SessionStore } from './createSessionStore.ts'
import type { FirstStep, WalletPart } from './firstStep.ts'
import { showManagePage } from './showManagePage.ts'

// The frame's lazy chunk: the wallet's part and the wallet's own page, with viem and the key
// shares' code. main.ts loads it on the first event past the first step.

type OpenWalletParameters = Omit<CreateFrameWalletParameters, 'devices' | 'authShares' | 'ui'> & {
  serverUrl: string
}

/** The wallet's part for the embedded frame, with this browser's stores and the frame's dialogs. */
export function openWallet(parameters: OpenWalletParameters, first: FirstStep): WalletPart {
  return createWalletPart(
    {
      ...parameters,
      devices: createDeviceShareStore({ indexedDB, crypto }),
      authShares: createAuthShareClient({ serverUrl: parameters.serverUrl }),
      ui: createFrameUi(document.body),
    },
    first,
  )
}

/**
 * The wallet's own page (`/frame` opened as a page of its own), in the browser's language: no
 * modal sends it one (no SYNC_THEME).
 */
export async function openManagePage(
  root: HTMLElement,
  { serverUrl, sessions }: { serverUrl: string; sessions: SessionStore },
): Promise<void> {
  await setFrameLocale(navigator.languages)
  showManagePage(root, {
    sessions,
    devices: createDeviceShareStore({ indexedDB, crypto }),
    authShares: createAuthShareClient({ serverUrl }),
  })
}

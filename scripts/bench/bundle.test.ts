import { describe, expect, it } from 'vitest'
import {
  formatReport,
  isCatalogModule,
  isEmbeddedWalletModule,
  isExcluded,
  isLocaleModule,
  isSolanaModule,
  isViemModule,
  isWalletConnectModule,
  measureBundle,
  overBudget,
  packageOf,
} from './bundleSizes.ts'

describe('bundle budgets (the same check as npm run bench:bundle)', () => {
  it('attributes module ids to packages, nested node_modules included', () => {
    expect(packageOf('/app/node_modules/viem/_esm/index.js')).toBe('viem')
    expect(packageOf('/app/node_modules/@wagmi/core/node_modules/viem/x.js')).toBe('viem')
    expect(packageOf('/app/node_modules/@noble/hashes/sha3.js')).toBe('@noble/hashes')
    expect(packageOf('/work/main/modal/dist/react/ConnectButton.js')).toBeUndefined()
    expect(isExcluded('/app/node_modules/@noble/curves/secp256k1.js')).toBe(true)
    expect(isExcluded('/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true)
    expect(isExcluded('/app/node_modules/@foyer/modal/dist/exports/mount.js')).toBe(false)
    expect(isExcluded('/app/node_modules/zod/v4/core/core.js')).toBe(false)
    expect(isEmbeddedWalletModule('/work/main/modal/dist/core/embedded/wallet/mountFrame.js')).toBe(
      true,
    )
    expect(isEmbeddedWalletModule('/work/main/modal/dist/core/embedded/isEmail.js')).toBe(false)
    expect(isWalletConnectModule('/app/node_modules/@walletconnect/core/dist/index.es.js')).toBe(
      true,
    )
    expect(isWalletConnectModule('/work/main/modal/dist/core/walletconnect/entry.js')).toBe(true)
    expect(isWalletConnectModule('/app/node_modules/@wagmi/core/dist/esm/connect.js')).toBe(false)
    expect(isSolanaModule('/app/node_modules/@solana/kit/dist/index.browser.mjs')).toBe(true)
    expect(isSolanaModule('/work/main/modal/dist/core/solana/solanaWallets.js')).toBe(true)
    expect(isSolanaModule('/work/main/modal/dist/react/views/solana/SolanaViews.js')).toBe(true)
    expect(isSolanaModule('/work/main/modal/dist/core/send/sendToken.js')).toBe(false)
    expect(isViemModule('/app/node_modules/viem/_esm/accounts/privateKeyToAccount.js')).toBe(true)
    expect(isViemModule('/app/node_modules/@noble/curves/esm/secp256k1.js')).toBe(true)
    expect(isViemModule('/app/node_modules/zod/v4/core/core.js')).toBe(false)
    expect(isViemModule('/work/main/frame/src/app/firstStep.ts')).toBe(false)
    expect(isLocaleModule('/work/main/modal/dist/core/i18n/messages/pt-BR.js')).toBe(true)
    expect(isLocaleModule('/work/main/modal/dist/core/i18n/messages/ja/connect.js')).toBe(true)
    expect(isLocaleModule('/work/main/frame/src/i18n/messages/ar/dialogs.ts')).toBe(true)
    expect(isLocaleModule('/work/main/modal/dist/core/i18n/messages/en.js')).toBe(false)
    expect(isLocaleModule('/work/main/modal/dist/core/i18n/messages/en/connect.js')).toBe(false)
    expect(isLocaleModule('/work/main/modal/dist/core/i18n/loadMessages.js')).toBe(false)
    expect(isCatalogModule('/work/main/modal/dist/core/i18n/messages/en/connect.js')).toBe(true)
    expect(isCatalogModule('/work/main/modal/dist/core/i18n/loadMessages.js')).toBe(false)
  })

  it('names the figure and the budget when one is exceeded', () => {
    const page = {
      initial: 0,
      total: 0,
      withoutExcluded: 0,
      initialFiles: 1,
      files: 1,
      idle: 0,
      idleFiles: 0,
      embeddedInitial: 0,
      embeddedTotal: 0,
      walletConnectInitial: 0,
      walletConnectTotal: 0,
      solanaInitial: 0,
      solanaTotal: 0,
      localeInitial: 0,
      localeLargest: 0,
      localeTotal: 0,
    }
    const frame = { initial: 38, total: 170, viemInitial: 0, localeInitial: 0 }
    const report = {
      without: page,
      with: page,
      walletConnect: page,
      full: page,
      frame,
      firstLoad: 10.04,
      modal: 150.5,
    }
    expect(overBudget(report)).toEqual([
      "Foyer adds 10.0 KiB gzip to a host's first load (email, socials and WalletConnect offered): over the budget of 10 KiB",
      'All modal JS without react, wagmi and viem is 150.5 KiB gzip: over the budget of 150 KiB',
    ])
    expect(overBudget({ ...report, firstLoad: 10, modal: 150 })).toEqual([])
    expect(
      overBudget({
        ...report,
        firstLoad: 10,
        modal: 150,
        frame: { initial: 50.3, total: 170, viemInitial: 0.2, localeInitial: 0 },
      }),
    ).toEqual([
      "The wallet frame's first load is 50.3 KiB gzip: over the budget of 50 KiB",
      "The wallet frame's first load holds 0.2 KiB gzip of viem and its cryptography: the login's first step must not (0 KiB)",
    ])
    expect(
      overBudget({
        ...report,
        firstLoad: 10,
        modal: 150,
        with: { ...page, embeddedInitial: 0.4 },
      }),
    ).toEqual([
      "The embedded wallet adds 0.4 KiB gzip to a host's first load: it must load on interaction only (0 KiB)",
    ])
    expect(
      overBudget({
        ...report,
        firstLoad: 10,
        modal: 150,
        walletConnect: { ...page, walletConnectInitial: 1.2 },
      }),
    ).toEqual([
      "WalletConnect adds 1.2 KiB gzip to a host's first load: it must load when its view opens only (0 KiB)",
    ])
    expect(
      overBudget({ ...report, firstLoad: 10, modal: 150, full: { ...page, solanaInitial: 0.3 } }),
    ).toEqual([
      "Solana adds 0.3 KiB gzip to a host's first load: it must load when the modal opens only (0 KiB)",
    ])
    expect(
      overBudget({ ...report, firstLoad: 10, modal: 150, full: { ...page, localeInitial: 2.1 } }),
    ).toEqual([
      "The first load holds 2.1 KiB gzip of translations (the frame's 0.0): each locale must be a lazy chunk (0 KiB)",
    ])
  })

  it('the plugin adds ≤ 10 KiB gzip to first load with everything offered; the frame ≤ 50 KiB before the first code; all modal JS without react, wagmi, viem ≤ 150 KiB', async () => {
    const report = await measureBundle()
    console.log(formatReport(report))
    // Sanity: the page without Foyer is React and a button; the one with Foyer holds more.
    expect(report.without.total).toBeGreaterThan(20)
    expect(report.with.files).toBeGreaterThan(report.without.files)
    expect(report.modal).toBeGreaterThan(0)
    // The embedded wallet is in the build (lazy), and none of it in the first load.
    expect(report.with.embeddedTotal).toBeGreaterThan(0)
    expect(report.with.embeddedInitial).toBe(0)
    // WalletConnect: bundled (lazy) only when configured, and never in the first load.
    // Without it, only the modal's own WalletConnect view and actions (a few KiB) are bundled:
    // not the connector, its provider, the relay client or the QR code.
    expect(report.with.walletConnectTotal).toBeLessThan(10)
    expect(report.walletConnect.walletConnectTotal).toBeGreaterThan(50)
    expect(report.walletConnect.walletConnectInitial).toBe(0)
    // Solana: bundled (lazy) only when a Solana network is configured (the full page), never in
    // the first load.
    expect(report.with.solanaTotal).toBe(0)
    // Locales: fifteen lazy chunks, none in the first load of the page or of the frame.
    expect(report.with.localeLargest).toBeGreaterThan(0)
    expect(report.full.localeInitial).toBe(0)
    expect(report.frame.localeInitial).toBe(0)
    expect(report.full.solanaTotal).toBeGreaterThan(5)
    expect(report.full.solanaInitial).toBe(0)
    // The idle prefetch is the views chunk and what it needs (reported; its bytes are not in the
    // first load, and a visitor saving data does not fetch them before intent: connect.spec.ts).
    expect(report.with.idleFiles).toBeGreaterThan(0)
    expect(report.with.idle).toBeGreaterThan(0)
    // Everything offered (email, seven socials, WalletConnect) is what the first-load budget holds.
    expect(report.full.total).toBeGreaterThan(report.walletConnect.total)
    expect(report.firstLoad).toBeCloseTo(report.full.initial - report.without.initial, 5)
    // The frame's first step carries no viem; the wallet's part is a lazy chunk of its own.
    expect(report.frame.total).toBeGreaterThan(report.frame.initial + 50)
    expect(overBudget(report)).toEqual([])
  })
})

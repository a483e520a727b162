import { anvilAccounts } from '@foyer/testing/anvil'
import { type HostileAnnouncement, hostileInfo } from './hostile.ts'

// The announcements e2e/announcements.spec.ts injects beside the test wallet, and what they are
// expected to show.

export const account = anvilAccounts[0]!.address
export const shortAccount = `${account.slice(0, 6)}…${account.slice(-4)}`
export const ICON_HOST = 'icons.hostile.test'
export const LONG_NAME = 'LongWalletName'.repeat(40).slice(0, 500)
export const THROWN = `hostile-wallet-error-${'x'.repeat(600)}`

/** Announcements the modal must drop, each for its own reason. */
export const malformed: HostileAnnouncement[] = [
  { label: 'detail null', detail: null },
  { label: 'info null', detail: { info: null, provider: 'rejecting' } },
  { label: 'no provider', detail: { info: hostileInfo(1, 'No Provider Wallet'), provider: null } },
  {
    label: 'no uuid',
    detail: {
      info: { ...hostileInfo(2, 'No Uuid Wallet'), uuid: undefined },
      provider: 'rejecting',
    },
  },
  {
    label: 'no name',
    detail: { info: { ...hostileInfo(3, ''), name: undefined }, provider: 'rejecting' },
  },
  {
    label: 'object name',
    detail: {
      info: { ...hostileInfo(4, ''), name: { text: 'Object Name Wallet' } },
      provider: 'rejecting',
    },
  },
  {
    label: 'number name',
    detail: { info: { ...hostileInfo(5, ''), name: 42 }, provider: 'rejecting' },
  },
  {
    label: 'no rdns',
    detail: {
      info: { ...hostileInfo(6, 'No Rdns Wallet'), rdns: undefined },
      provider: 'rejecting',
    },
  },
  {
    label: 'bad rdns',
    detail: {
      info: hostileInfo(7, 'Bad Rdns Wallet', { rdns: 'not a domain' }),
      provider: 'rejecting',
    },
  },
]

/** Valid announcements whose content or provider is hostile: listed, and harmless. */
export const odd: HostileAnnouncement[] = [
  {
    label: 'http icon',
    detail: {
      info: hostileInfo(11, 'HTTP Icon Wallet', { icon: `http://${ICON_HOST}/wallet.png` }),
      provider: 'rejecting',
    },
  },
  {
    label: 'https icon',
    detail: {
      info: hostileInfo(12, 'HTTPS Icon Wallet', { icon: `https://${ICON_HOST}/wallet.svg` }),
      provider: 'rejecting',
    },
  },
  {
    label: 'javascript icon',
    detail: {
      info: hostileInfo(13, 'Script Icon Wallet', {
        icon: 'javascript:window.foyerIconRan=true',
      }),
      provider: 'rejecting',
    },
  },
  {
    label: 'html icon',
    detail: {
      info: hostileInfo(14, 'HTML Icon Wallet', {
        icon: 'data:text/html,<script>window.foyerIconRan=true</script>',
      }),
      provider: 'rejecting',
    },
  },
  {
    label: 'long name',
    detail: { info: hostileInfo(15, LONG_NAME), provider: 'hanging' },
  },
  {
    label: 'bidi name',
    detail: { info: hostileInfo(16, 'Bidi \u202Egnp.exe\u202C Wallet'), provider: 'rejecting' },
  },
  {
    label: 'throwing',
    detail: { info: hostileInfo(17, 'Throwing Wallet'), provider: 'throwing' },
  },
]

/** A wallet whose every request stays unanswered. */
export const HANGING_NAME = 'Hanging Wallet'
export const hanging: HostileAnnouncement = {
  label: 'hanging',
  detail: { info: hostileInfo(21, HANGING_NAME), provider: 'hanging' },
}
/** A wallet whose request, on and removeListener throw synchronously. */
export const throwingWallet: HostileAnnouncement = {
  label: 'throwing',
  detail: { info: hostileInfo(22, 'Throwing Wallet'), provider: 'throwing' },
}

/** The fixed uuid the test wallet announces in the collision test (stable across reloads). */
export const TEST_WALLET_UUID = '11111111-2222-4333-8444-555555555555'
export const IMPOSTOR_UUID = '99999999-8888-4777-8666-555555555555'
export const DUPLICATE = 'Another wallet on this page uses the same id'

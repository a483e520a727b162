/**
 * The views' rules and the rest of the theme's colours: loaded with the views (their chunk renders
 * them in the shadow root, after the shell's rules in styles.ts).
 */
export const viewsCss = `
.foyer-dialog {
  --surface: #f9fafb; --field: #fff; --field-line: #8a94a6; --badge: #eff4ff; --chip: #eef2ff;
  --warn-bg: #fffaeb; --warn-line: #fedf89; --ok-bg: #ecfdf3; --ok-fg: #067647; --danger-bg: #fef3f2;
  --danger-line: #fecdca; --tip-bg: #101828; --tip-fg: #fff; --on-accent: #fff;
}
.foyer-dialog[data-theme="dark"] {
  --surface: #1f2532; --field: #0f131b; --field-line: #7d879a; --badge: #1d2a4d; --chip: #24304d;
  --warn-bg: #3a2a0b; --warn-line: #7a5a12; --ok-bg: #0d2e1f; --ok-fg: #75e0a7; --danger-bg: #3b1512;
  --danger-line: #7a271a; --tip-bg: #f2f4f7; --tip-fg: #101828; --on-accent: #0b1020;
}
/* Data (addresses, hashes, amounts) keeps its own direction inside a right-to-left view. */
.foyer-dialog [dir="ltr"] { unicode-bidi: isolate; }
/* Text from outside (wallet names and errors, token symbols, what was typed) never widens the dialog. */
.foyer-dialog p, .foyer-dialog dd, .foyer-dialog li, .foyer-text { overflow-wrap: anywhere; }
.foyer-ellipsis { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-small { font-size: 13px; }
.foyer-dialog.shake { animation: foyer-shake 500ms ease-in-out; }
@keyframes foyer-shake {
  10%, 90% { transform: translateX(-2px); } 20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-6px); } 40%, 60% { transform: translateX(6px); }
}
@media (prefers-reduced-motion: reduce) { .foyer-dialog.shake { animation: none; } }
.foyer-wallets { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.foyer-wallet { display: flex; align-items: center; gap: 12px; width: 100%; padding: 10px 12px; border: 1px solid var(--line);
  border-radius: 14px; background: var(--surface); color: var(--fg); font: inherit; font-weight: 600; cursor: pointer; text-align: start; }
.foyer-wallet:hover:not(:disabled) { background: var(--surface-hover); }
.foyer-wallet:disabled { opacity: .6; cursor: progress; }
.foyer-wallet img, .foyer-wallet-icon { width: 32px; height: 32px; border-radius: 8px; background: var(--line); }
.foyer-empty p { margin: 4px 0; }
.foyer-account { display: flex; align-items: center; gap: 12px; }
.foyer-avatar { width: 40px; height: 40px; border-radius: 50%; background: linear-gradient(135deg, #60a5fa, #a78bfa); flex: none; }
.foyer-address-short { margin: 0; font-weight: 700; font-size: 18px; flex: 1; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.foyer-address { font: 12px/1.4 ui-monospace, monospace; color: var(--muted); word-break: break-all; margin: 8px 0; }
.foyer-balance p { font-size: 22px; font-weight: 700; margin: 8px 0; }
.foyer-balance [data-testid="foyer-balance"] { display: flex; align-items: center; gap: 8px; }
.foyer-balance .foyer-token-logo { width: 24px; height: 24px; }
.foyer-balance .foyer-error p, .foyer-balance .foyer-muted { font-size: 15px; font-weight: 400; }
.foyer-danger { width: 100%; margin-top: 12px; border: 1px solid var(--danger-line); background: var(--danger-bg); color: var(--danger); }

.foyer-grow { flex: 1; min-width: 0; }
.foyer-wallet-name { display: grid; }
.foyer-wallet-warning { font-size: 12px; font-weight: 500; color: var(--danger); overflow-wrap: anywhere; }
.foyer-waiting { display: flex; align-items: center; gap: 8px; }
.foyer-waiting p { flex: 1; }
.foyer-amount, .foyer-badge { white-space: nowrap; flex: none; }
.foyer-unsupported { font-size: 13px; margin: 0; text-align: end; }
.foyer-badge { font-size: 12px; font-weight: 600; color: var(--accent); background: var(--badge); border-radius: 999px; padding: 2px 8px; }
.foyer-chain-icon { width: 32px; height: 32px; border-radius: 50%; background: var(--chip); display: grid; place-items: center; font-weight: 700; }
.foyer-row .foyer-chain-icon { width: 24px; height: 24px; font-size: 12px; flex: none; }
.foyer-chain-logo { background: none; }
.foyer-chain-logo svg { width: 100%; height: 100%; display: block; }
.foyer-token-logo { display: inline-block; width: 20px; height: 20px; flex: none; }
.foyer-token-logo svg { width: 100%; height: 100%; display: block; }
.foyer-identicon { overflow: hidden; display: block; }
.foyer-identicon svg { width: 100%; height: 100%; display: block; }
svg.foyer-wallet-icon { background: none; flex: none; }
.foyer-qr-waiting { min-height: 200px; display: grid; place-content: center; justify-items: center; gap: 8px; text-align: center; }
.foyer-row { display: flex; width: 100%; align-items: center; gap: 8px; padding: 10px 12px; margin: 8px 0; border: 1px solid var(--line);
  border-radius: 12px; background: var(--bg); color: var(--fg); font: inherit; cursor: pointer; text-align: start; }
.foyer-tokens { list-style: none; padding: 0; margin: 8px 0; border: 1px solid var(--line); border-radius: 12px; }
.foyer-tokens li { display: flex; align-items: center; gap: 8px; padding: 8px 12px; }
.foyer-tokens li + li { border-top: 1px solid var(--line); }
.foyer-actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0; }
.foyer-actions > * { flex: 1 1 auto; white-space: nowrap; }
.foyer-primary { font: inherit; font-weight: 600; border-radius: 12px; padding: 10px 14px; cursor: pointer; border: none; background: var(--accent); color: var(--on-accent); }
.foyer-primary:disabled, .foyer-secondary:disabled, .foyer-primary[aria-disabled="true"], .foyer-secondary[aria-disabled="true"] { opacity: .5; cursor: not-allowed; }
.foyer-link { border: none; background: none; color: var(--accent); font: inherit; cursor: pointer; padding: 2px 4px; }
.foyer-connections h3 { font-size: 14px; margin: 12px 0 4px; }
.foyer-connections ul { list-style: none; padding: 0; margin: 0; }
.foyer-connections li { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; padding: 4px 0; }
.foyer-activity-meta { flex-basis: 100%; font-size: 13px; overflow-wrap: anywhere; }
.foyer-status-confirmed { color: var(--ok-fg); background: var(--ok-bg); }
.foyer-status-failed { color: var(--danger); background: var(--danger-bg); }
.foyer-warning { background: var(--warn-bg); border: 1px solid var(--warn-line); border-radius: 12px; padding: 8px 12px; margin: 8px 0; }
.foyer-warning p { margin: 0 0 8px; }
.foyer-notice { border-radius: 12px; padding: 8px 12px; margin: 0 0 12px; }
.foyer-notice-info { background: var(--badge); }
.foyer-notice-success { background: var(--ok-bg); color: var(--ok-fg); }
.foyer-notice-error { background: var(--danger-bg); color: var(--danger); }
.foyer-details { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: -4px 0 12px; font-size: 13px; }
.foyer-details dt { color: var(--muted); }
.foyer-details dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.foyer-mono { font-family: ui-monospace, monospace; }
.foyer-get-wallet { margin: 8px 0 0; font-size: 14px; }
.foyer-tooltip-anchor { position: relative; }
.foyer-tooltip { position: absolute; top: calc(100% + 6px); inset-inline-end: 0; white-space: nowrap; z-index: 1; background: var(--tip-bg); color: var(--tip-fg);
  font-size: 12px; padding: 4px 8px; border-radius: 8px; }
.foyer-form { display: grid; gap: 6px; }
.foyer-form label { font-weight: 600; font-size: 13px; margin-top: 6px; }
.foyer-form input, .foyer-form select { width: 100%; max-width: 100%; text-overflow: ellipsis; font: inherit; padding: 9px 10px; border: 1px solid var(--field-line); border-radius: 10px; background: var(--field); color: var(--fg); }
.foyer-form input[aria-invalid="true"] { border-color: var(--danger); }
.foyer-form .foyer-primary { margin-top: 12px; }
.foyer-field-error { color: var(--danger); font-size: 13px; margin: 0; }
.foyer-email { margin-bottom: 4px; }
.foyer-passkey { margin-top: 8px; }
.foyer-passkey-button { width: 100%; }
.foyer-email .foyer-primary { margin-top: 6px; }
.foyer-form .foyer-secondary { margin-top: 4px; }
.foyer-sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.foyer-dialog a { color: var(--accent); }
.foyer-divider { text-align: center; color: var(--muted); font-size: 13px; margin: 10px 0; }
.foyer-preview dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 6px 12px; margin: 0; }
.foyer-preview dt { color: var(--muted); }
.foyer-preview dd { margin: 0; text-align: end; font-weight: 600; min-width: 0; }
.foyer-preview .foyer-warning { margin: 12px 0 0; padding-inline-start: 28px; }
.foyer-name-field { display: flex; align-items: center; gap: 6px; }
.foyer-ok { color: var(--ok-fg); font-size: 13px; margin: 0; }
.foyer-suggestions { list-style: none; padding: 0; margin: 4px 0; display: flex; flex-wrap: wrap; gap: 6px; }
img.foyer-avatar { object-fit: cover; }
.foyer-wc { display: grid; justify-items: center; gap: 8px; }
.foyer-qr { background: #fff; border-radius: 12px; padding: 8px; }
.foyer-spinner { display: inline-block; width: 12px; height: 12px; border: 2px solid var(--line); border-top-color: var(--accent); border-radius: 50%; animation: foyer-spin 1s linear infinite; vertical-align: middle; }
@keyframes foyer-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .foyer-spinner { animation: none; } }
.foyer-avatar-small { width: 16px; height: 16px; border-radius: 50%; vertical-align: middle; margin-inline-end: 4px; }
`

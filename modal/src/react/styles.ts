/**
 * The modal's CSS, scoped by its shadow root: host CSS cannot reach in, this cannot leak out. Two
 * parts: the shell (the dialog, its frame, the loading line and Retry) is in the host's first load;
 * the views' rules come with the views chunk (views/viewsCss.ts, rendered by Views.tsx). The
 * dialog has a fixed top edge: the card grows downwards when the view changes, so Back and Close
 * stay put.
 */
export const shellCss = `
:host { all: initial; position: fixed; top: 0; left: 0; z-index: 2147483000; }
.foyer-backdrop { position: fixed; inset: 0; background: rgba(16, 24, 40, .45); }
.foyer-dialog {
  --fg: #101828; --muted: #5d6b82; --bg: #fff; --line: #eaecf0; --accent: #1d4ed8; --danger: #b42318;
  --surface-hover: #f2f4f7;
  position: fixed; top: min(10vh, 96px); left: 0; right: 0; margin: 0 auto; height: fit-content;
  max-height: calc(100dvh - min(10vh, 96px) - 12px);
  overflow-x: hidden; overflow-y: auto; box-sizing: border-box;
  border: none; padding: 0; border-radius: 20px; width: min(380px, calc(100vw - 16px));
  color: var(--fg); background: var(--bg); box-shadow: 0 24px 48px rgba(16, 24, 40, .18);
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.foyer-dialog[data-theme="dark"] {
  --fg: #f2f4f7; --muted: #a4adbd; --bg: #161b26; --line: #333a48; --accent: #84adff; --danger: #fda29b;
  --surface-hover: #283042;
  color-scheme: dark;
}
.foyer-dialog *, .foyer-dialog *::before, .foyer-dialog *::after { box-sizing: border-box; min-width: 0; }
.foyer-panel { padding: 16px 20px 20px; }
@media (max-width: 360px) { .foyer-panel { padding: 12px 12px 16px; } }
.foyer-header { display: grid; grid-template-columns: 32px minmax(0, 1fr) 32px; align-items: center; gap: 8px; margin-bottom: 12px; }
.foyer-header h2 { margin: 0; font-size: 17px; text-align: center; }
.foyer-icon, .foyer-icon-placeholder { width: 32px; height: 32px; }
.foyer-icon { border: none; border-radius: 10px; background: var(--surface-hover); color: var(--fg); font-size: 20px; cursor: pointer; }
button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.foyer-muted { color: var(--muted); margin: 8px 0; }
.foyer-error { color: var(--danger); margin: 8px 0; }
.foyer-error p { margin: 0 0 8px; }
.foyer-secondary, .foyer-danger { font: inherit; font-weight: 600; border-radius: 12px; padding: 8px 14px; cursor: pointer; }
.foyer-secondary { border: 1px solid var(--line); background: var(--bg); color: var(--fg); }
`

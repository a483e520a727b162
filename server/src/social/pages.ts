import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

// The wallet frame's card (frame/src/app/secure.css): the same type, radius, border and blue.
const STYLE =
  'body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:2rem 1rem;color:#141414;background:#f4f4f5}main{box-sizing:border-box;max-width:26rem;margin:auto;padding:20px;background:#fff;border:1px solid #d9d9d9;border-radius:16px;box-shadow:0 12px 40px rgb(0 0 0/.12)}h1{font-size:1.15rem;margin:0 0 8px;overflow-wrap:anywhere}h1:focus{outline:none}strong{overflow-wrap:anywhere}label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{font:inherit;padding:8px 10px;width:100%;box-sizing:border-box;border:1px solid #4d4d4d;border-radius:8px}button{font:inherit;padding:8px 16px;margin:.75rem .5rem 0 0;border-radius:10px;border:1px solid #1f55d6;background:#1f55d6;color:#fff;cursor:pointer}button:focus-visible,input:focus-visible{outline:3px solid #1f55d6;outline-offset:2px}button:disabled{color:#4d4d4d;background:#f0f0f0;border-color:#d9d9d9;cursor:default}button.secondary{background:#fff;color:#141414;border-color:#d9d9d9}ul{padding:0;list-style:none}p.muted{color:#4d4d4d}[role=alert]{color:#b3261e}'

/**
 * Sends an HTML page with a nonce-only CSP: nothing but its own inline script runs.
 * @param connectSelf lets its script call this server (`connect-src 'self'`)
 */
export function sendPage(
  c: Context,
  {
    title,
    body,
    script,
    status = 200,
    connectSelf = false,
    site = 'Foyer',
    lang = 'en',
    dir = 'ltr',
  }: {
    title: string
    body: string
    script?: string
    status?: 200 | 400
    connectSelf?: boolean
    /** Who the tab's title names after the page's: the app (the server's `appName`). */
    site?: string
    /** The language the page is written in, and its direction. @default 'en', 'ltr' */
    lang?: string
    dir?: 'ltr' | 'rtl'
  },
): Response {
  const nonce = randomBytes(16).toString('base64')
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}';${connectSelf ? " connect-src 'self';" : ''} form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  )
  c.header('Cache-Control', 'no-store')
  // same-origin, not no-referrer: with no-referrer a browser sends `Origin: null` on this page's
  // own form posts (the dev sign-in, the approval), which the server refuses as cross-site. Other
  // sites still get no referrer, so a URL with a token in it never leaves.
  c.header('Referrer-Policy', 'same-origin')
  const scriptTag = script ? `<script nonce="${nonce}">${script}</script>` : ''
  return c.html(
    `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(site)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main>${scriptTag}</body></html>`,
    status,
  )
}

/**
 * The page a provider's answer ends on, in the sign-in window: it hands its own URL (the result
 * or the error) to the app that opened it, at `targetOrigins` only, and closes.
 */
export function donePage(
  c: Context,
  { failed, targetOrigins }: { failed: string | undefined; targetOrigins: readonly string[] },
): Response {
  const text = failed
    ? `${escapeHtml(failed)} You can close this window.`
    : 'Signed in. You can close this window and go back to the app.'
  const script = `(function(){var o=window.opener;if(!o)return;var m={type:'foyer:social-result',uri:location.href};${JSON.stringify(targetOrigins)}.forEach(function(t){try{o.postMessage(m,t)}catch(e){}});setTimeout(function(){window.close()},50)})()`
  return sendPage(c, {
    title: failed ? 'Sign-in failed' : 'Signed in',
    body: `<p role="status">${text}</p>`,
    script,
    status: failed ? 400 : 200,
  })
}

const DEV_IDENTITIES = [
  { username: 'ada', email: 'ada@example.com' },
  { username: 'grace', email: 'grace@example.com' },
]

/** The dev sign-in page: a person picks or types who they are (no provider is asked). */
export function devSignInPage(
  c: Context,
  { provider, label, state }: { provider: string; label: string; state: string },
): Response {
  const action = `/v1/auth/social/dev/${provider}`
  const hidden = `<input type="hidden" name="state" value="${escapeHtml(state)}">`
  const picks = DEV_IDENTITIES.map(
    (id) =>
      `<li><form method="post" action="${action}">${hidden}<input type="hidden" name="username" value="${id.username}"><input type="hidden" name="email" value="${id.email}"><button type="submit" class="secondary">Continue as ${id.username} (${id.email})</button></form></li>`,
  ).join('')
  return sendPage(c, {
    title: `Sign in with ${label} — dev sign-in`,
    body: `<p class="muted">No ${escapeHtml(label)} credentials are configured, so this local page stands in for ${escapeHtml(label)} in development. Pick an identity or type one.</p><ul aria-label="Test identities">${picks}</ul><form method="post" action="${action}">${hidden}<label for="username">Username</label><input id="username" name="username" required pattern="[A-Za-z0-9_.-]{1,40}" autocomplete="off"><label for="email">Email (optional)</label><input id="email" name="email" type="email" autocomplete="off"><button type="submit">Continue</button><button type="submit" name="cancel" value="1" class="secondary" formnovalidate>Cancel</button></form>`,
  })
}

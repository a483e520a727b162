const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Foyer test checkout</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem;color:#111;line-height:1.4}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:1rem 0 .3rem}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box;border:1px solid #555;border-radius:4px}
button{font:inherit;margin-top:1rem;padding:.5rem 1.2rem;background:#1d4ed8;color:#fff;border:0;border-radius:6px;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.note{background:#fef3c7;padding:.5rem .75rem;border-radius:4px}.error{color:#b91c1c}</style></head>
<body><main>
${body}
</main></body></html>`
}

export type CheckoutPageParameters = {
  /** What is bought: fixture USDC on a local anvil, or SOL on a local Solana. */
  token: 'USDC' | 'SOL'
  walletAddress: string
  /** Network name sent back on Pay, e.g. `ethereum-mainnet`. */
  network: string
  networkLabel: string
  currency: string
  /** The amount to prefill, if the app sent one. */
  amount: string | undefined
  /** `50 USDC`, when `amount` could be quoted. */
  receive: string | undefined
  /** Why `amount` cannot be bought, when it cannot. */
  problem: string | undefined
}

/**
 * The dev provider's checkout: what is bought, for whom, and a Pay button that posts the form to
 * `pay` (relative, so it works on the server's origin and behind the app's `/__foyer/api`).
 */
export function checkoutPage(p: CheckoutPageParameters): string {
  const how =
    p.token === 'SOL'
      ? 'Paying airdrops SOL on the local Solana.'
      : 'Paying mints test USDC on the local chain.'
  return layout(
    `Buy ${p.token}`,
    `<h1>Buy ${p.token}</h1>
<p class="note">Foyer test checkout: no money moves. ${how}</p>
<dl>
<dt>Network</dt><dd>${escapeHtml(p.networkLabel)}</dd>
<dt>Wallet</dt><dd data-testid="wallet">${escapeHtml(p.walletAddress)}</dd>
${p.receive ? `<dt>You receive</dt><dd data-testid="receive">${escapeHtml(p.receive)}</dd>` : ''}
</dl>
${p.problem ? `<p class="error" role="alert">${escapeHtml(p.problem)}</p>` : ''}
<form method="post" action="pay">
<input type="hidden" name="walletAddress" value="${escapeHtml(p.walletAddress)}">
<input type="hidden" name="network" value="${escapeHtml(p.network)}">
<input type="hidden" name="currency" value="${escapeHtml(p.currency)}">
<input type="hidden" name="token" value="${p.token}">
<label for="amount">Amount (${escapeHtml(p.currency)})</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" required value="${escapeHtml(p.amount ?? '')}">
<button type="submit">Pay</button>
</form>`,
  )
}

/** After Pay: what was minted (or airdropped), where, in which transaction. */
export function paidPage(p: {
  receive: string
  paid: string
  walletAddress: string
  networkLabel: string
  hash: string
}): string {
  return layout(
    'Payment complete',
    `<h1>Payment complete</h1>
<p role="status">Paid ${escapeHtml(p.paid)}. ${escapeHtml(p.receive)} sent to ${escapeHtml(p.walletAddress)} on ${escapeHtml(p.networkLabel)}.</p>
<dl><dt>Transaction</dt><dd data-testid="hash">${escapeHtml(p.hash)}</dd></dl>
<p>You can close this window and go back to the app.</p>`,
  )
}

/** A request the checkout cannot take, with every reason. */
export function refusedPage(title: string, reasons: readonly string[]): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<div role="alert"><ul>${reasons.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul></div>
<p>Go back to the app and start again.</p>`,
  )
}

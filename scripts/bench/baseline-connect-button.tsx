// Stands in for `foyer/react` when scripts/bench/bundle builds the host app without Foyer, so
// the baseline is the same page with a plain button.
export function ConnectButton() {
  return <button type="button">Connect wallet</button>
}

/**
 * Waits for SIGINT or SIGTERM, for commands that run until stopped (`foyer anvil`, `foyer
 * serve`). Listen before starting anything: a signal during start-up still stops what started.
 * `dispose` removes the handlers once the command has stopped what it runs.
 * @example const signal = signalled(); …; await signal.promise; await stop(); signal.dispose()
 */
export function signalled(): { promise: Promise<NodeJS.Signals>; dispose(): void } {
  let dispose = () => {}
  const promise = new Promise<NodeJS.Signals>((resolve) => {
    const on = (signal: NodeJS.Signals) => resolve(signal)
    process.on('SIGINT', on)
    process.on('SIGTERM', on)
    dispose = () => {
      process.off('SIGINT', on)
      process.off('SIGTERM', on)
    }
  })
  return { promise, dispose }
}

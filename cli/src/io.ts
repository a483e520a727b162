/** Where a command writes and what it knows about its terminal; tests pass their own. */
export type Io = {
  stdout: NodeJS.WriteStream
  stderr: NodeJS.WriteStream
  stdin: NodeJS.ReadStream
  env: NodeJS.ProcessEnv
}

/** Prompts and live views only on a terminal, and never in CI. */
export function isInteractive(io: Io): boolean {
  return Boolean(io.stdin.isTTY && io.stdout.isTTY) && !io.env.CI
}

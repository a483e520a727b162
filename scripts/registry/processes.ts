import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/** A command that failed: its command line, where it ran and everything it printed. */
export class CommandError extends Error {
  override name = 'CommandError'
  constructor(
    message: string,
    readonly command: string,
    readonly output: string,
  ) {
    super(message)
  }
}

export type SpawnOptions = { cwd: string; env: NodeJS.ProcessEnv }

/** Every child still running (each the leader of its own process group), and its end. */
const running = new Map<ChildProcess, Promise<unknown>>()

function commandLine(command: string, args: string[]): string {
  return [command, ...args].map((a) => (/[\s"'$`\\]/.test(a) ? JSON.stringify(a) : a)).join(' ')
}

/**
 * Signals the child's whole process group (npm → node → anvil, vite → its workers), until the
 * group's output has closed: its leader may be gone while the rest still runs (`pnpm exec` exits
 * on SIGTERM before the command it started has finished stopping).
 */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || !running.has(child)) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

function spawnGroup(command: string, args: string[], options: SpawnOptions) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopping it stops what it started.
    detached: true,
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('error', (error) => {
      output += `\n${error.message}\n`
      running.delete(child)
      resolve({ code: null, signal: null })
    })
    child.once('close', (code, signal) => {
      running.delete(child)
      resolve({ code, signal })
    })
  })
  running.set(child, closed)
  return { child, closed, output: () => output }
}

/**
 * Runs a command to completion, without stdin, and resolves what it printed (stdout and stderr
 * interleaved). Rejects with a CommandError holding that output when it exits non-zero or runs
 * longer than `timeoutMs`.
 */
export async function run(
  command: string,
  args: string[],
  options: SpawnOptions & { timeoutMs?: number },
): Promise<string> {
  const line = commandLine(command, args)
  const { child, closed, output } = spawnGroup(command, args, options)
  const timeoutMs = options.timeoutMs ?? 180_000
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    signalGroup(child, 'SIGTERM')
    setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000).unref()
  }, timeoutMs)
  const { code, signal } = await closed
  clearTimeout(timer)
  if (code === 0 && !timedOut) return output()
  const why = timedOut
    ? `did not finish within ${timeoutMs / 1000} s`
    : `exited with ${code ?? signal ?? 'a spawn error'}`
  throw new CommandError(`\`${line}\` (in ${options.cwd}) ${why}`, line, output())
}

export type Background = {
  command: string
  pid: number | undefined
  output(): string
  exited(): boolean
  /** Polls `ready` until it holds; fails early when the process exits. */
  waitFor(what: string, ready: () => boolean | Promise<boolean>, timeoutMs?: number): Promise<void>
  /** SIGTERM to its process group, SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>
}

/** Starts a long-running command (a server, `foyer anvil`) in its own process group. */
export function start(command: string, args: string[], options: SpawnOptions): Background {
  const line = commandLine(command, args)
  const { child, closed, output } = spawnGroup(command, args, options)
  let done = false
  void closed.then(() => {
    done = true
  })
  return {
    command: line,
    pid: child.pid,
    output,
    exited: () => done,
    async waitFor(what, ready, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        if (await ready()) return
        if (done) throw new CommandError(`\`${line}\` exited before ${what}`, line, output())
        await new Promise((r) => setTimeout(r, 200))
      }
      throw new CommandError(`\`${line}\`: no ${what} within ${timeoutMs / 1000} s`, line, output())
    },
    async stop(graceMs = 10_000) {
      if (done) return
      signalGroup(child, 'SIGTERM')
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
      await closed
      clearTimeout(timer)
    },
  }
}

/**
 * Stops every command still running: SIGTERM to its process group (so that it can stop what it
 * started in groups of its own, as `foyer flow send` does with vite and Chromium), SIGKILL to
 * the groups still there after `graceMs`.
 */
export async function stopAll(graceMs = 5_000): Promise<void> {
  const children = [...running]
  for (const [child] of children) signalGroup(child, 'SIGTERM')
  const timer = setTimeout(() => {
    for (const [child] of children) signalGroup(child, 'SIGKILL')
  }, graceMs)
  await Promise.all(children.map(([, closed]) => closed))
  clearTimeout(timer)
}

/**
 * Processes whose working directory is inside `dir`: all of them are ours (everything this
 * script starts runs in its temp dir). Used to find what a stopped command left behind.
 */
export function processesIn(dir: string): { pid: number; cwd: string; cmdline: string }[] {
  const found: { pid: number; cwd: string; cmdline: string }[] = []
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid) || pid === process.pid) continue
    try {
      const cwd = readlinkSync(`/proc/${pid}/cwd`)
      if (cwd !== dir && !cwd.startsWith(`${dir}/`)) continue
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
      found.push({ pid, cwd, cmdline })
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found
}

import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, '../../..')

export type Instance = { url: string; pid: number; stop(): Promise<void> }

/** Starts one server process; resolves with its URL once it prints READY. */
export function startInstance(env: Record<string, string>): Promise<Instance> {
  const child: ChildProcess = spawn(
    path.join(repo, 'node_modules/.bin/tsx'),
    [path.join(here, 'serverProcess.ts')],
    { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const ready = /READY (\S+)/.exec(output)
      if (ready)
        resolve({
          url: ready[1]!,
          pid: child.pid!,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done()
              child.once('exit', () => done())
              child.kill('SIGTERM')
              setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
            }),
        })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) =>
      reject(new Error(`server exited ${code}:\n${output.slice(-2000)}`)),
    )
  })
}

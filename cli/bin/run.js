import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Starts the CLI as `name`. A published package ships built JS in dist/ and loads it directly
 * (plain Node 20, no loader). In this repository the sources are TypeScript, as are the
 * workspace packages they import, so the bin registers tsx (a root devDependency) first.
 */
export async function run(name) {
  const built = new URL('../dist/cli.js', import.meta.url)
  let entry
  if (existsSync(built)) {
    entry = await import(built.href)
  } else {
    const { register } = await import('tsx/esm/api')
    // The repo's tsconfig (react-jsx and all), not whatever tsconfig the app we run in has.
    register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) })
    entry = await import('../src/cli.ts')
  }
  const io = {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
  }
  process.exitCode = await entry.main(process.argv.slice(2), io, name)
}

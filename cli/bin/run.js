import { fileURLToPath } from 'node:url'

/** Starts the CLI as `name`, from its build (dist/): plain Node, no loader. */
export async function run(name) {
  const built = new URL('../dist/cli.js', import.meta.url)
  let entry
  try {
    entry = await import(built.href)
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/cli.js'))
      throw error
    process.stderr.write(
      `${name}: ${fileURLToPath(built)} is missing: build the package first (npm run build).\n`,
    )
    process.exitCode = 1
    return
  }
  const io = {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
  }
  process.exitCode = await entry.main(process.argv.slice(2), io, name)
}

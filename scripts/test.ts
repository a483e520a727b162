import { spawn } from 'node:child_process'

// `npm test`: the package scripts below, one after another as `&&` would run them, stopping at the
// first that fails; then each step's time and the total, so a slower suite shows at once.
// `tsx scripts/test.ts <script>…` runs other scripts the same way.

const steps =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['lint', 'typecheck', 'build', 'test:unit', 'test:e2e']

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`
const started = Date.now()
const times: [string, number, number][] = []
let failed: string | undefined
for (const step of steps) {
  console.log(`\n--- npm run ${step}`)
  const t = Date.now()
  const code = await run(step)
  times.push([step, Date.now() - t, code])
  if (code !== 0) {
    failed = step
    break
  }
}
console.log('\n--- times')
for (const [step, ms, code] of times)
  console.log(`${step.padEnd(14)} ${seconds(ms).padStart(7)}${code ? `  (exit ${code})` : ''}`)
console.log(`${'total'.padEnd(14)} ${seconds(Date.now() - started).padStart(7)}`)
if (failed) {
  console.log(`npm run ${failed} failed`)
  process.exit(1)
}

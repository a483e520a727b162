/**
 * Builds a page holding only Foyer's ConnectButton (with the plugin) and the same page with a
 * plain button (without), prints what Foyer adds in gzip KiB as the README's Performance table,
 * and exits non-zero when a budget is exceeded: what the plugin adds to a host's first load
 * (≤ 30 KiB), all modal JS without react, wagmi and viem (≤ 150 KiB).
 * Run: npm run bench:bundle
 */
import { budgets, formatReport, measureBundle, overBudget } from './bundleSizes.ts'

const report = await measureBundle()
console.log('\nA page with only the Connect button, production build, gzip KiB of JS (level 9)\n')
console.log(formatReport(report))
console.log(
  `\nfiles (initial/all): without Foyer ${report.without.initialFiles}/${report.without.files}, with Foyer ${report.with.initialFiles}/${report.with.files}`,
)
const failures = overBudget(report)
if (failures.length > 0) {
  for (const message of failures) console.error(`\nOVER BUDGET: ${message}`)
  process.exitCode = 1
} else {
  console.log(
    `\nwithin budgets: first load ≤ ${budgets.firstLoad} KiB, modal JS ≤ ${budgets.modal} KiB`,
  )
}

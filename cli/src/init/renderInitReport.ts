import { createTwoFilesPatch } from 'diff'
import type { FileChange, InitResult } from './init.ts'

/** A unified diff of one change, `git diff` style (`/dev/null` for a new file). */
export function renderDiff(change: FileChange): string {
  const patch = createTwoFilesPatch(
    change.before === undefined ? '/dev/null' : `a/${change.file}`,
    `b/${change.file}`,
    change.before ?? '',
    change.after,
    undefined,
    undefined,
    { context: 3 },
  )
  // Drop the `====` banner line createTwoFilesPatch starts with.
  return patch.replace(/^=+\n/, '')
}

/** What `init` prints when it is done (or, with `--dry-run`, what it would do). */
export function renderInitReport(result: InitResult): string {
  const out: string[] = []
  const changed = result.changes.filter((c) => c.changed)
  if (result.dryRun) {
    out.push(
      changed.length
        ? `Dry run: create-foyer would make these changes in ${result.root} (nothing written):`
        : `Dry run: nothing to change in ${result.root}.`,
      '',
    )
    for (const c of changed) out.push(renderDiff(c))
  } else {
    out.push(`Foyer in ${result.root}:`)
    for (const c of result.changes)
      out.push(
        `  ${c.changed ? (c.before === undefined ? 'created  ' : 'updated  ') : 'unchanged'} ${c.file}`,
      )
  }
  if (result.defaulted.length)
    out.push(
      '',
      `Defaults used (no prompts with --yes, without a TTY or in CI) for: ${result.defaulted.join(', ')}.`,
    )
  if (result.manual)
    out.push(
      '',
      `${result.manual.message} Add this to ${result.manual.file} by hand:`,
      '',
      indent(result.manual.snippet),
    )
  const packageChanged = changed.some((c) => c.file === 'package.json')
  if (!result.dryRun && packageChanged && !result.installed)
    out.push(
      '',
      `Dependencies added; install them with \`${result.packageManager.install.join(' ')}\`.`,
    )
  if (result.installed)
    out.push('', `Installed with \`${result.packageManager.install.join(' ')}\`.`)
  if (!result.dryRun)
    out.push(
      '',
      'Next:',
      ...columns([
        [
          'npx foyer anvil',
          'local chains for the configured chain ids, USDC and funded dev accounts',
        ],
        [
          `${runCommand(result)} dev`,
          "the modal is in your app: add <ConnectButton /> from 'foyer/react'",
        ],
      ]),
    )
  return `${out.join('\n')}\n`
}

function runCommand(result: InitResult): string {
  return result.packageManager.agent.startsWith('yarn')
    ? 'yarn'
    : `${result.packageManager.name} run`
}

function columns(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([a]) => a.length))
  return rows.map(([a, b]) => `  ${a.padEnd(width)}  ${b}`)
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n')
}

import { createTwoFilesPatch } from 'diff'
import { describeChains, type FileChange, type InitResult } from './init.ts'

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

/** What a run that changes files did, or with `--dry-run` would do: the changes, then installs. */
export type ChangesRun = {
  root: string
  changes: FileChange[]
  dryRun: boolean
  installed: boolean
  packageManager: { install: string[] }
}

/**
 * The report's first lines: with `--dry-run`, a diff of each change `tool` would make; else
 * `heading` and each file, created, updated or unchanged.
 */
export function renderChanges(run: ChangesRun, tool: string, heading: string): string[] {
  const changed = run.changes.filter((c) => c.changed)
  if (!run.dryRun)
    return [
      heading,
      ...run.changes.map(
        (c) =>
          `  ${c.changed ? (c.before === undefined ? 'created  ' : 'updated  ') : 'unchanged'} ${c.file}`,
      ),
    ]
  return [
    changed.length
      ? `Dry run: ${tool} would make these changes in ${run.root} (nothing written):`
      : `Dry run: nothing to change in ${run.root}.`,
    '',
    ...changed.map(renderDiff),
  ]
}

/** Whether package.json's new dependencies were installed, or how to install them. */
export function renderInstall(run: ChangesRun): string[] {
  const packageChanged = run.changes.some((c) => c.file === 'package.json' && c.changed)
  const install = `\`${run.packageManager.install.join(' ')}\``
  if (run.installed) return ['', `Installed with ${install}.`]
  if (!run.dryRun && packageChanged)
    return ['', `Dependencies added; install them with ${install}.`]
  return []
}

/** What `init` prints when it is done (or, with `--dry-run`, what it would do). */
export function renderInitReport(result: InitResult): string {
  const out = renderChanges(
    result,
    'create-foyer',
    `Foyer in ${result.root} (${result.framework.name}):`,
  )
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
  const wagmi = renderWagmi(result)
  if (wagmi) out.push('', wagmi)
  const button = result.button
  if (button.status === 'added')
    out.push(
      '',
      `${result.dryRun ? 'Would add' : 'Added'} ${button.element} to ${button.file}, ${button.where}.`,
    )
  if (button.status === 'unsupported')
    out.push(
      '',
      `This app runs on ${button.framework}, which create-foyer does not know how to edit yet, so it placed no Connect button rather than guess. Add <foyer-button></foyer-button> where the button belongs; if the app has no index.html of its own, also import '@foyer/modal/page' from a module every page loads.`,
    )
  if (button.status === 'manual')
    out.push('', `${button.message} Add it to ${button.file} by hand:`, '', indent(button.snippet))
  out.push(...renderInstall(result))
  if (!result.dryRun)
    out.push(
      '',
      'Next:',
      ...columns([
        [
          'npx foyer anvil',
          'local chains for the configured chain ids, USDC and funded dev accounts',
        ],
        [`${runCommand(result)} dev`, devHint(result)],
      ]),
    )
  return `${out.join('\n')}\n`
}

/** What the report says about the app's own wagmi config, if it has one. */
function renderWagmi(result: InitResult): string | undefined {
  const wagmi = result.wagmi
  if (!wagmi) return undefined
  if (!wagmi.wagmiConfig)
    return `${wagmi.file} makes a wagmi config, but ${wagmi.reason}: export it as \`config\` (or as the default export) and run create-foyer again, so that the modal runs on it.`
  const found = `Found your wagmi config in ${wagmi.file}: the modal will run on it (wagmiConfig in foyer.config.ts).`
  if (wagmi.chains)
    return wagmi.chainsFromWagmi
      ? `${found} foyer.config.ts takes its chains: ${describeChains(wagmi.chains)}.`
      : `${found} Its chains match --chains: ${describeChains(wagmi.chains)}.`
  return `${found} Its chains could not be read (${wagmi.chainsReason}): they must be the chains of foyer.config.ts (${describeChains(result.answers.chains)}), or the page throws "wagmiConfig chains must be the chains of foyer.config.ts".`
}

/** The `dev` line of Next: where the Connect button is, or where to add it. */
function devHint(result: InitResult): string {
  const button = result.button
  const kind = result.framework.kind
  const react =
    kind === 'react' || kind === 'react-router' || kind === 'tanstack-start' || kind === 'astro'
  // Without an index.html of its own, the app also imports the page module that mounts the modal.
  const page = kind === 'react-router' || kind === 'tanstack-start' || kind === 'astro'
  const element = `${react ? "<ConnectButton /> from '@foyer/modal/react'" : '<foyer-button></foyer-button>'}${page ? " and import '@foyer/modal/page'" : ''}`
  switch (button.status) {
    case 'added':
    case 'present':
      return `the modal is in your app, opened by ${react ? '<ConnectButton />' : '<foyer-button>'} in ${button.file}`
    case 'skipped':
    case 'manual':
      return `the modal is in your app: add ${element} to ${button.file ?? 'your root component'}`
    case 'none':
    case 'unsupported':
      return `the modal is in your app: add ${element}`
  }
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

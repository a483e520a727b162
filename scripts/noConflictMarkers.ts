import { execFileSync } from 'node:child_process'

// Part of `npm run lint`: fails on a merge-conflict marker left in any tracked file (a README once
// shipped three), which biome does not read in Markdown.
let found = ''
try {
  found = execFileSync('git', ['grep', '-nE', '^(<<<<<<< |>>>>>>> |=======$)', '--', '.'], {
    encoding: 'utf8',
  })
} catch {
  // git grep exits 1 when nothing matches.
}
const lines = found
  .split('\n')
  .filter(Boolean)
  // Markdown setext headings underline with `=`; a bare `=======` counts only beside a marker.
  .filter((line) => !line.endsWith(':=======') || found.includes('<<<<<<< '))
if (lines.length > 0) {
  console.error(`Merge-conflict markers left in:\n${lines.join('\n')}`)
  process.exit(1)
}

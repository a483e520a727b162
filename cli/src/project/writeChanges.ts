import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** This CLI's version: the `^<version>` the packages it adds are written with. */
export const ownVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version

/** Writes the changed files of `changes` (paths relative to `root`), creating folders. */
export async function writeChanges(
  root: string,
  changes: readonly { file: string; after: string; changed: boolean }[],
): Promise<void> {
  for (const c of changes.filter((c) => c.changed)) {
    const file = path.join(root, c.file)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, c.after)
  }
}

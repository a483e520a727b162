import { randomUUID } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Another live process holds the PGlite folder: two servers must never share one. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite data folder ${dataDir} is in use by process ${pid} (another dev server or \`foyer serve\`). Two servers must never share one folder: stop that process, or give this one another folder (--data-dir, FOYER_DATA_DIR, or foyer({ server: { dataDir } })).`,
    )
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function readHolder(file: string): Promise<{ pid: number; token: string } | undefined> {
  try {
    const held = JSON.parse(await readFile(file, 'utf8')) as { pid?: unknown; token?: unknown }
    return typeof held.pid === 'number' && typeof held.token === 'string'
      ? { pid: held.pid, token: held.token }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Takes `<dataDir>.lock` for this process, since PGlite itself does not stop two processes from
 * opening one folder (which corrupts it). A lock left by a process that has died is taken over.
 * One held by this same process (a dev server restarting: the new server starts before the old
 * one has closed) is waited for, up to `waitMs`; one held by another live process throws
 * DataDirInUseError at once.
 * @returns the release function
 * @example const release = await lockDataDir('.foyer/data'); try { … } finally { await release() }
 */
export async function lockDataDir(
  dataDir: string,
  { waitMs = 30_000 }: { waitMs?: number } = {},
): Promise<() => Promise<void>> {
  const file = `${path.resolve(dataDir)}.lock`
  const token = randomUUID()
  await mkdir(path.dirname(file), { recursive: true })
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      await writeFile(file, JSON.stringify({ pid: process.pid, token }), { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let holder = await readHolder(file)
    if (!holder) {
      // Maybe being written this instant: look again before calling it broken.
      await new Promise((resolve) => setTimeout(resolve, 100))
      holder = await readHolder(file)
    }
    if (!holder || !isAlive(holder.pid)) {
      // Stale, or broken by a process that died while writing it: take it over.
      await unlink(file).catch(() => {})
      continue
    }
    if (holder.pid !== process.pid || Date.now() > deadline)
      throw new DataDirInUseError(dataDir, holder.pid)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  let released = false
  return async () => {
    if (released) return
    released = true
    if ((await readHolder(file))?.token === token) await unlink(file).catch(() => {})
  }
}

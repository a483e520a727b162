import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from '../serve.ts'
import { DataDirInUseError, lockDataDir } from './lockDataDir.ts'

const root = mkdtempSync(path.join(tmpdir(), 'foyer-lock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let dirs = 0
const folder = () => path.join(root, `data-${++dirs}`)
/** A pid that is certainly not running: a child that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!

describe('lockDataDir: one server per PGlite folder', () => {
  it('a second lock in this process waits for the first to be released', async () => {
    const dir = folder()
    const release = await lockDataDir(dir)
    expect(existsSync(`${dir}.lock`)).toBe(true)
    let second = false
    const next = lockDataDir(dir).then((r) => {
      second = true
      return r
    })
    await new Promise((r) => setTimeout(r, 300))
    expect(second).toBe(false)
    await release()
    const releaseNext = await next
    await releaseNext()
    expect(existsSync(`${dir}.lock`)).toBe(false)
  })

  it('refuses a folder another live process holds, naming the folder and the process', async () => {
    const dir = folder()
    // The test runner's parent process: alive, and not this one.
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, token: 'x' }))
    await expect(lockDataDir(dir)).rejects.toThrow(
      `The PGlite data folder ${dir} is in use by process ${process.ppid}`,
    )
    // So does the server, before it opens the folder.
    const error = await startServer({
      config: { chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }], projectIds: ['demo'] },
      dataDir: dir,
      databaseUrl: '',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DataDirInUseError)
    expect(existsSync(dir)).toBe(false)
  })

  it('takes over a lock left by a process that died', async () => {
    const dir = folder()
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: deadPid(), token: 'x' }))
    const release = await lockDataDir(dir)
    await release()
    expect(existsSync(`${dir}.lock`)).toBe(false)
  })
})

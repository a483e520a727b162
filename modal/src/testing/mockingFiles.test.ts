import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const modalRoot = fileURLToPath(new URL('../..', import.meta.url))
const config = readFileSync(path.join(modalRoot, '../vitest.config.ts'), 'utf8')

// The `modal` project shares modules between files (`isolate: false`), where a `vi.mock` does not
// reliably replace a module another file loaded first. Such files run in `modal-mocks`.
it('every modal test file that calls vi.mock is listed in MODAL_MOCKING_FILES', () => {
  const mocking = readdirSync(path.join(modalRoot, 'src'), { recursive: true })
    .map(String)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(path.join(modalRoot, 'src', file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
  expect(mocking.length).toBeGreaterThan(0)
  const listed = /MODAL_MOCKING_FILES = \[([^\]]*)\]/.exec(config)?.[1] ?? ''
  expect(mocking.filter((file) => !listed.includes(`'${file}'`))).toEqual([])
})

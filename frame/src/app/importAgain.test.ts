import { describe, expect, it } from 'vitest'
import { failedModuleUrl, importAgain } from './importAgain.ts'

describe('importAgain', () => {
  it("reads the URL of the module a failed import names, in Chromium's and Firefox's words", () => {
    expect(
      failedModuleUrl(
        new TypeError(
          'Failed to fetch dynamically imported module: https://wallet.example/frame/assets/openWallet-x1.js',
        ),
      ),
    ).toBe('https://wallet.example/frame/assets/openWallet-x1.js')
    expect(
      failedModuleUrl(
        new TypeError(
          'error loading dynamically imported module: http://127.0.0.1:5173/frame/assets/a.js?retry=2',
        ),
      ),
    ).toBe('http://127.0.0.1:5173/frame/assets/a.js')
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined()
  })

  it('loads as asked the first time, and loads the same way again when the error named no URL', async () => {
    let calls = 0
    const load = importAgain(async () => {
      calls++
      if (calls === 1) throw new TypeError('Importing a module script failed.')
      return 'module'
    })
    await expect(load()).rejects.toThrow('Importing a module script failed.')
    await expect(load()).resolves.toBe('module')
    expect(calls).toBe(2)
  })
})

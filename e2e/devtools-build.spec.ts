import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { hostAppRoot } from '@foyer/host-app/start'
import { connectButton, expect, test } from './support/test.ts'

// Runs in the preview project only (playwright.config.ts): the production build of the host app.
test.describe('devtools in a production build', () => {
  test('vite build && preview has no panel and no devtools code', async ({ page, hostApp }) => {
    await page.goto(hostApp.url)
    await expect(connectButton(page)).toBeVisible()
    await expect(page.locator('[data-foyer-devtools]')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Foyer devtools' })).toHaveCount(0)

    // No file of the build mentions the panel, its page or its relay.
    const dist = path.join(hostAppRoot, `dist-${hostApp.port}`)
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(js|html|css)$/.test(f),
    )
    expect(files.some((f) => f.endsWith('.js'))).toBe(true)
    for (const file of files) {
      const text = readFileSync(path.join(dist, file), 'utf8')
      // (Not `data-foyer-devtools`: the modal names that attribute to keep the panel usable.)
      for (const marker of [
        '[foyer devtools]',
        'foyer:devtools',
        '__foyer/devtools',
        'injectDevtools',
      ])
        expect(text, `${file} mentions ${marker}`).not.toContain(marker)
    }
    // The standalone page is not served either (preview answers with the app's own page).
    const response = await page.request.get(new URL('/__foyer/devtools', hostApp.url).href)
    expect(await response.text()).not.toContain('devtools-standalone')
  })
})

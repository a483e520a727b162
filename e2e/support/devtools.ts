import type { Locator, Page } from '@playwright/test'

/** The floating devtools panel (its own shadow root; locators pierce open shadow roots). */
export function panel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Foyer devtools' })
}

/** The body rows of one of the panel's tables, as cell texts without the time column. */
export async function rows(root: Locator, table: string): Promise<string[][]> {
  return root
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent ?? '')),
    )
}

/** The rows of one of the panel's tables that have a cell with each of `cells`, exactly. */
export function row(root: Locator, table: string, ...cells: string[]): Locator {
  let found = root.getByRole('table', { name: table }).locator('tbody tr')
  for (const cell of cells)
    found = found.filter({ has: root.page().getByRole('cell', { name: cell, exact: true }) })
  return found
}

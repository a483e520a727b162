import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/**
 * Runs axe on one shadow host (the modal's `[data-foyer]`, the panel's `[data-foyer-devtools]`),
 * or on the element of its shadow root that `inside` selects (a part that does not stay open for
 * as long as a whole audit takes on a busy machine).
 */
export function analyse(page: Page, host: string, inside?: string): Promise<AxeResults> {
  return new AxeBuilder({ page })
    .include(inside ? { fromShadowDom: [host, inside] } : host)
    .analyze()
}

/**
 * Whether axe looked at an element inside the shadow root of `host` whose HTML has `fragment`:
 * proof that the audit saw what it was meant to, not only the empty host.
 */
export function sawInShadow(results: AxeResults, host: string, fragment: string): boolean {
  const attribute = host.replace(/^\[|\]$/g, '')
  // A node inside a shadow root has a selector path [host, …, element] as its first target.
  return [...results.passes, ...results.violations, ...results.incomplete]
    .flatMap((r) => r.nodes)
    .some(
      (n) =>
        Array.isArray(n.target[0]) &&
        n.target[0].length > 1 &&
        String(n.target[0][0]).includes(attribute) &&
        // axe shortens long attributes in `html` ("data-foyer-connect-b..."): the selector too.
        (n.html.includes(fragment) || n.target[0].slice(1).join(' ').includes(fragment)),
    )
}

/** The violations, one per line with where and why: the message of a failing audit. */
export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map(
      (v) =>
        `- ${v.id} [${v.impact}] ${v.help}\n` +
        v.nodes
          .map(
            (n) =>
              `    at ${JSON.stringify(n.target)}\n      ${(n.failureSummary ?? '').replace(/\n\s*/g, ' ')}`,
          )
          .join('\n'),
    )
    .join('\n')
}

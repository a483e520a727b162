import type { Locator } from '@playwright/test'
import { en as frameEn } from '../../frame/src/i18n/messages/en.ts'
import { en } from '../../modal/src/core/i18n/messages/en.ts'

/** A catalog: message key → ICU text. */
type Catalog = Readonly<Record<string, string>>

/** What a person reads in `root`: its visible text and its labels (aria-label, placeholder, title, alt). */
export async function readableText(root: Locator): Promise<string> {
  return root.evaluate((element) => {
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, not the <style>'s text or hidden parts.
    const parts: string[] = [(element as HTMLElement).innerText]
    for (const el of element.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)
        if (value) parts.push(value)
      }
    return parts.join('\n')
  })
}

/** The messages of `english` with no argument, long enough not to be a word of another language. */
function staticMessages(english: Catalog): [string, string][] {
  return Object.entries(english).filter(
    ([, text]) => !/[{}]/.test(text) && /\p{L}{3,}.*\s+\p{L}{2,}/u.test(text),
  )
}

/**
 * The English messages (of the modal's catalog, or the frame's) that `root` shows in a view
 * rendered in a locale whose catalog has another text for them: English left on screen.
 */
export async function englishLeft(
  root: Locator,
  translated: Catalog,
  english: Catalog = en,
): Promise<string[]> {
  const text = await readableText(root)
  return staticMessages(english)
    .filter(([key, message]) => translated[key] !== message && text.includes(message))
    .map(([key, message]) => `${key}: "${message}"`)
}

export { frameEn }

/**
 * In the pseudo-locale (`en-XA`, every catalog message inside ⟦…⟧): the text in `root` that comes
 * from no catalog. Each element's own text (its text nodes, and its labels), with what is inside
 * `[translate="no"]` (data: names, addresses, amounts) left out and every ⟦…⟧ removed, must hold
 * no word.
 */
export async function textNotFromCatalogs(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const strip = (text: string) => {
      let out = text
      for (let before = ''; before !== out; ) {
        before = out
        out = out.replace(/⟦[^⟦⟧]*⟧/g, ' ')
      }
      return out
    }
    const found: string[] = []
    const visit = (el: Element) => {
      if (el.closest('[translate="no"]') || el.matches('style, script, svg, [hidden]')) return
      const html = el as HTMLElement
      if (html.offsetParent === null && getComputedStyle(html).position !== 'fixed') return
      // The element's text with its data children left out, so a message split by an element
      // argument (⟦Send <b>1 ETH</b> to Ada⟧) is read whole: inline children's text counts,
      // what is inside `[translate="no"]` never does.
      const ownText = (parent: Element): string => {
        let text = ''
        for (const node of parent.childNodes) {
          if (node.nodeType === Node.TEXT_NODE) text += node.textContent
          else if (
            node instanceof Element &&
            node.getAttribute('translate') !== 'no' &&
            node.matches('span, b, strong, em, bdi, code, a')
          )
            text += ownText(node)
          else text += ' '
        }
        return text
      }
      const text = ownText(el)
      const left = strip(text)
      if (/\p{L}{2,}/u.test(left))
        found.push(`<${el.tagName.toLowerCase()}> ${text.trim().slice(0, 80)}`)
      // A label that is data (an amount and its symbol, an address, a name) is not a string.
      const data = /^(<?-?[\d.,\s\u00a0\u202f]+\s*\S{0,12}|0x[0-9a-fA-F]+|\S+@\S+)$/
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)
        if (value && !data.test(value.trim()) && /\p{L}{2,}/u.test(strip(value)))
          found.push(`${name}="${value.slice(0, 80)}"`)
      }
      for (const child of el.children) visit(child)
    }
    visit(element)
    return found
  })
}

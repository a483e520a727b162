import type { ReactNode, Ref } from 'react'

/**
 * A tab's scrolling area. It takes focus, so that the keyboard can scroll it even when it holds
 * nothing focusable, and it is a named region (a `<section>` with a label), so that the focus
 * lands somewhere with a name.
 */
export function ScrollRegion(props: {
  label: string
  scrollRef?: Ref<HTMLElement> | undefined
  children: ReactNode
}) {
  return (
    <section
      className="scroll"
      aria-label={props.label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling area must take focus to be scrolled with the keyboard.
      tabIndex={0}
      ref={props.scrollRef}
    >
      {props.children}
    </section>
  )
}

/** Empty table space standing for rows that are not rendered (see useVirtualRows). */
export function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <tr> without controls is not focusable.
    <tr className="spacer" aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  )
}

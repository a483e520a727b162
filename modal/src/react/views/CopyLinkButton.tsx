import { useState } from 'react'
import type { Foyer } from '../../core/foyer.ts'
import { showTooltip } from '../../core/modal/showTooltip.ts'
import { useI18n } from '../useI18n.ts'

/**
 * "Copy link" for a pairing or sign-in URI (on `data-uri` too): says "Link copied" once done, and
 * why in a tooltip when the clipboard refused.
 */
export function CopyLinkButton({
  foyer,
  uri,
  autoFocus = false,
}: {
  foyer: Foyer
  uri: string
  autoFocus?: boolean
}) {
  const { t } = useI18n(foyer)
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      className="foyer-secondary"
      data-autofocus={autoFocus ? '' : undefined}
      data-uri={uri}
      onClick={(event) => {
        const triggerRect = event.currentTarget.getBoundingClientRect()
        void navigator.clipboard?.writeText(uri).then(
          () => setCopied(true),
          () => showTooltip(foyer, { message: t('view.copyLinkFailed'), triggerRect }),
        )
      }}
    >
      {copied ? t('view.linkCopied') : t('view.copyLink')}
    </button>
  )
}

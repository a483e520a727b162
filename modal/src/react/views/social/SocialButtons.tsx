import type { SocialProvider } from '../../../core/embedded/constants.ts'
import { startFarcasterLogin } from '../../../core/embedded/login/farcasterLogin.ts'
import { offeredSocials, startSocialLogin } from '../../../core/embedded/login/socialLogin.ts'
import { SOCIAL_PROVIDER_NAMES } from '../../../core/embedded/login/socialNames.ts'
import type { Foyer } from '../../../core/foyer.ts'
import { useI18n } from '../../useI18n.ts'
import { SocialIcon } from './socialIcons.tsx'

/** Rendered once with the views' rules (Views.tsx), not by each render: a stylesheet added on
 * open makes the browser restyle the whole dialog. */
export const socialButtonsCss = `
.foyer-socials { display: flex; flex-wrap: wrap; gap: 8px; margin: 10px 0 0; padding: 0; border: 0; min-inline-size: 0; }
.foyer-social { position: relative; display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  flex: 1 1 0; min-width: 36px; min-height: 44px; padding: 8px 4px; border: 1px solid var(--line); border-radius: 12px;
  background: var(--surface); color: var(--fg); font: inherit; font-weight: 600; cursor: pointer; }
.foyer-social:hover { background: var(--surface-hover); }
.foyer-social-wide { flex-basis: 100%; padding: 8px 10px; }
.foyer-social-icon { flex: none; }
.foyer-social[data-tip]:focus-visible::after { content: attr(data-tip); position: absolute; top: calc(100% + 6px); left: 50%;
  transform: translateX(-50%); z-index: 1; white-space: nowrap; pointer-events: none; background: var(--tip-bg);
  color: var(--tip-fg); font-size: 12px; font-weight: 500; padding: 4px 8px; border-radius: 8px; }
.foyer-social-wide + .foyer-social[data-tip]:focus-visible::after { left: auto; right: auto; inset-inline-start: 0; transform: none; }
.foyer-social[data-tip]:last-child:focus-visible::after { left: auto; right: auto; inset-inline-end: 0; transform: none; }
`

/** Starts the login of `provider`. The sign-in window opens inside this call: keep it in the click. */
function start(foyer: Foyer, provider: SocialProvider): void {
  if (provider === 'farcaster') void startFarcasterLogin(foyer)
  else void startSocialLogin(foyer, provider)
}

/**
 * The Connect view's social logins, in the config's order: the first as a wide "Continue with …"
 * button, the others as a row of icons named by `aria-label` and shown by a tooltip (the title on
 * hover, a tip on keyboard focus). Nothing when none is configured.
 */
export function SocialButtons({ foyer, autoFocus }: { foyer: Foyer; autoFocus: boolean }) {
  const { t } = useI18n(foyer)
  const providers = offeredSocials(foyer)
  if (providers.length === 0) return null
  return (
    <fieldset className="foyer-socials" aria-label={t('social.groupLabel')}>
      {providers.map((provider, index) => {
        const label = t('social.continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })
        const wide = index === 0
        return (
          <button
            key={provider}
            type="button"
            className={wide ? 'foyer-social foyer-social-wide' : 'foyer-social'}
            data-provider={provider}
            data-autofocus={wide && autoFocus ? '' : undefined}
            aria-label={wide ? undefined : label}
            title={wide ? undefined : label}
            data-tip={wide ? undefined : label}
            onClick={() => start(foyer, provider)}
          >
            <SocialIcon provider={provider} />
            {wide && <span>{label}</span>}
          </button>
        )
      })}
    </fieldset>
  )
}

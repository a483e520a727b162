import { z } from 'zod'
import { lazily, once } from '../contracts/lazily.ts'
import { chainIdSchema } from '../contracts/primitiveSchemas.ts'
import { CHAIN_ID_CEILING } from '../network/constants.ts'
import { SOCIAL_PROVIDERS } from './constants.ts'
import { getEmailSchema } from './emailSchema.ts'

const themeMode = once(() => z.enum(['light', 'dark'], { error: 'must be "light" or "dark"' }))

const socialProvider = once(() =>
  z.enum(SOCIAL_PROVIDERS, { error: `must be one of ${SOCIAL_PROVIDERS.join(', ')}` }),
)

// SPEC §5 only asks for a string: new account types must not break older frames.
const preferredAccountType = once(() => z.string({ error: 'must be a string' }))

const chainId = once(() =>
  z.union(
    [
      chainIdSchema({ ceiling: `must be below ${CHAIN_ID_CEILING} (Invalid chainId)` }),
      z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$|^\d+$/, {
        error: 'must be a chain id below 2147483648 or a CAIP-2 network id',
      }),
    ],
    { error: 'must be a chain id below 2147483648 or a CAIP-2 network id' },
  ),
)

/**
 * Schemas of the app-event payloads that carry user input (SPEC §5, §7), keyed by event type:
 * theme mode light|dark, social provider from the listed ones, preferred account type a string,
 * and an email address on connect-email and update-email.
 */
export const eventPayloadSchemas = lazily({
  CONNECT_EMAIL: () => z.object({ email: getEmailSchema() }),
  UPDATE_EMAIL: () => z.object({ email: getEmailSchema() }),
  SWITCH_NETWORK: () => z.object({ chainId: chainId() }),
  GET_USER: () =>
    z.object({
      chainId: chainId().optional(),
      preferredAccountType: preferredAccountType().optional(),
    }),
  // returnTo: the page to come back to, in redirect mode (the sign-in window was blocked).
  GET_SOCIAL_REDIRECT_URI: () =>
    z.object({ provider: socialProvider(), returnTo: z.url().optional() }),
  SET_PREFERRED_ACCOUNT: () => z.object({ type: preferredAccountType() }),
  SYNC_THEME: () =>
    z.object({
      themeMode: themeMode().optional(),
      themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      // The app's locale, or the visitor's browser languages: the frame speaks the best match.
      languages: z.array(z.string().max(35)).max(10).optional(),
    }),
})

export type EventPayloads = {
  [K in keyof typeof eventPayloadSchemas]: z.output<(typeof eventPayloadSchemas)[K]>
}

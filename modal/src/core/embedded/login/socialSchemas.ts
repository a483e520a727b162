import { z } from 'zod'
import { SOCIAL_PROVIDERS } from '../constants.ts'
import { FrameError } from '../errors.ts'

// Loaded on a social login only (zod): what the frame and the sign-in window hand the modal is
// checked here before the modal navigates to it, shows it or sends it on.

/** A page the sign-in window or this tab may open: http(s) only, never javascript: or data:. */
const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/** The frame's answer to GET_SOCIAL_REDIRECT_URI. */
const redirectAnswer = z.object({ uri: webUrl })

/** The frame's answer to GET_FARCASTER_URI: the link to show as a QR code, and a dev client. */
const farcasterAnswer = z.object({
  uri: z.url({ protocol: /^(farcaster|https?)$/, error: 'must be a farcaster: or http(s) URL' }),
  clientUrl: webUrl.optional(),
})

/** The frame's answer to CONNECT_SOCIAL and CONNECT_FARCASTER. */
const connectedUser = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be an address' }),
  chainId: z.union([z.number(), z.string()]).optional(),
  email: z.string().max(320).optional(),
  userName: z.string().max(200).optional(),
  provider: z.enum(SOCIAL_PROVIDERS).optional(),
})

export type ConnectedUser = z.output<typeof connectedUser>

/** A result URI: on the wallet server's (the frame's) origin only. */
function resultUri(frameOrigin: string) {
  return webUrl.refine((uri) => new URL(uri).origin === frameOrigin, {
    error: `must be on the wallet's origin ${frameOrigin}`,
  })
}

/** The message the sign-in window posts to its opener when the provider is done. */
function resultMessage(frameOrigin: string) {
  return z.object({ type: z.literal('foyer:social-result'), uri: resultUri(frameOrigin) })
}

/** A frame answer that is not what the contract says: shown as the frame's error. */
function parseAnswer<T>(schema: z.ZodType<T>, answer: unknown, what: string): T {
  const parsed = schema.safeParse(answer)
  if (parsed.success) return parsed.data
  throw new FrameError({
    message: `The wallet answered ${what} with something unexpected: ${parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'answer'} ${issue.message}`)
      .join('; ')}`,
  })
}

/** The URL to open for a social login (the provider's page), from GET_SOCIAL_REDIRECT_URI. */
export function parseRedirectAnswer(answer: unknown): string {
  return parseAnswer(redirectAnswer, answer, 'GET_SOCIAL_REDIRECT_URI').uri
}

/** The Farcaster link (and the dev client's page), from GET_FARCASTER_URI. */
export function parseFarcasterAnswer(answer: unknown): { uri: string; clientUrl?: string } {
  const { uri, clientUrl } = parseAnswer(farcasterAnswer, answer, 'GET_FARCASTER_URI')
  return clientUrl ? { uri, clientUrl } : { uri }
}

/** The signed-in user, from CONNECT_SOCIAL or CONNECT_FARCASTER. */
export function parseConnectedUser(answer: unknown): ConnectedUser {
  return parseAnswer(connectedUser, answer, 'the sign-in')
}

/** The result URI of a `foyer:social-result` message, or undefined when it is not a valid one. */
export function parseResultMessage(data: unknown, frameOrigin: string): string | undefined {
  const parsed = resultMessage(frameOrigin).safeParse(data)
  return parsed.success ? parsed.data.uri : undefined
}

/** The result URI of a redirect return, checked like a message's; throws when it is not one. */
export function parseResultUri(uri: string, frameOrigin: string): string {
  const parsed = resultUri(frameOrigin).safeParse(uri)
  if (parsed.success) return parsed.data
  throw new FrameError({
    message: 'The sign-in result in this page’s address is not from this wallet, so it was ignored',
  })
}

import type { Page } from '@playwright/test'

/** A platform authenticator with user verification, and PRF when `prf`. */
export async function addAuthenticator(page: Page, { prf }: { prf: boolean }) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: prf,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

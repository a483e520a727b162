import { foyerRoutes } from '@foyer/modal/contracts'
import { Hono } from 'hono'
import type { AppDeps } from '../deps.ts'
import { HttpError } from '../http/errors.ts'
import { jsonBody, paramsOf } from '../http/validate.ts'
import { attemptsPerIp, limitContractSignatureChecks } from '../limits/signatureLimits.ts'
import { checkRegistrableName, lookupKey } from './checkName.ts'
import { findName, findNamesOf, toNameProfile } from './nameRecords.ts'
import { createProfileCache } from './profileCache.ts'
import { registerAccountName } from './registerAccountName.ts'
import { suggestNames } from './suggestNames.ts'
import { createSignatureVerifier } from './verifySignature.ts'

/**
 * The name service (SPEC §7), mounted at `/v1/profile`, answering the modal's API client:
 * - `GET /account/:name`: the record (`apiSchemas.nameProfile`), the name with or without suffix;
 * - `GET /suggestions/:name`: `{ suggestions: [{ name, registered: false }] }`;
 * - `GET /reverse/:address`: the address's records, `[]` when none;
 * - `POST /account` `{ coinType, address, signature, message }`: registers, answers the record;
 *   attempts are limited per client IP (`names.registerRateLimitPerMinutePerIp`), smart-account
 *   signature checks on the node by `contractSignatures`.
 *
 * Errors carry a reason a visitor can act on: the modal shows the first (SPEC §8).
 */
export function namesRoutes(deps: AppDeps): Hono {
  const { db } = deps.storage
  // One verifier per app: it keeps a public client per chain.
  const verify = createSignatureVerifier(deps.config, deps.fetch)
  const app = new Hono()
  // Lookups are most of the traffic; a found name's answer never changes.
  const profiles = createProfileCache()
  const json = (body: string) =>
    new Response(body, { headers: { 'content-type': 'application/json' } })

  app.get('/account/:name', paramsOf(foyerRoutes.nameProfile), async (c) => {
    const { name } = lookupKey(c.req.valid('param').name, 'param.name')
    const cached = profiles.get(name)
    if (cached) return json(cached)
    const row = await findName(db, name)
    if (!row)
      throw new HttpError(404, 'name_not_found', `The name ${name} is not registered`, [
        {
          field: 'param.name',
          rule: 'registered',
          value: name,
          description: `No account has registered the name ${name}`,
        },
      ])
    const body = JSON.stringify(toNameProfile(row))
    profiles.set(name, body)
    return json(body)
  })

  app.get('/suggestions/:name', paramsOf(foyerRoutes.nameSuggestions), async (c) => {
    const { name, label } = lookupKey(c.req.valid('param').name, 'param.name')
    const suggestions = await suggestNames(db, { label })
    // No variant passes the rules: say which rule the name itself breaks.
    if (suggestions.length === 0) checkRegistrableName(name, 'param.name')
    return c.json({ suggestions })
  })

  app.get('/reverse/:address', paramsOf(foyerRoutes.reverseLookup), async (c) => {
    const { address } = c.req.valid('param')
    return c.json((await findNamesOf(db, address)).map(toNameProfile))
  })

  app.post('/account', ...jsonBody(foyerRoutes.registerName), async (c) => {
    const request = c.req.valid('json')
    const ip = deps.identity.clientIp(c)
    const profile = await registerAccountName(
      {
        db,
        config: deps.config,
        verify,
        // Replays and taken names are refused before it counts; EOAs never reach the node.
        attempts: attemptsPerIp({
          key: 'name-register',
          ip,
          limit: deps.config.names.registerRateLimitPerMinutePerIp,
          what: 'name registrations from this IP address',
        }),
        beforeNodeCall: () => limitContractSignatureChecks(db, deps.config, ip),
      },
      request,
    )
    const body = JSON.stringify(profile)
    profiles.set(profile.name, body)
    return json(body)
  })

  return app
}

import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { ServerDeps } from '../deps.ts'
import { HttpError } from '../http/errors.ts'
import { validJson } from '../http/validate.ts'
import { answerGateway, type GatewayDeps } from './gateway.ts'

/** The POST form of an ERC-3668 request. */
const gatewayRequestSchema = z.object({
  sender: z.string({ error: 'is required' }),
  data: z.string({ error: 'is required' }),
})

/**
 * The ERC-3668 (CCIP-read) gateway of the offchain resolver of `foyer.id` and `addr.reverse`
 * (`fixtures/contracts/OffchainResolver.sol`), mounted at `/v1/names/gateway`, so that a name
 * registered here resolves in any ENS-aware app:
 * - `GET /:sender/:data` (the resolver's URL `…/v1/names/gateway/{sender}/{data}`);
 * - `POST /` `{ sender, data }` (a URL without `{data}`).
 * Both answer `{ data }`, signed with `config.names.gatewaySignerKey` (see `answerGateway`), to any
 * origin (a dapp's page calls it). Off, answering 404 `gateway_off`, while that key is unset.
 */
export function gatewayRoutes(deps: ServerDeps): Hono {
  const app = new Hono()
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'POST'] }))
  const key = deps.config.names.gatewaySignerKey
  if (!key) {
    app.all('*', () => {
      throw new HttpError(
        404,
        'gateway_off',
        'The ENS gateway is off: this server has no names.gatewaySignerKey',
      )
    })
    return app
  }
  const gateway: GatewayDeps = {
    db: deps.storage.db,
    signer: privateKeyToAccount(key as Hex),
    ttlSeconds: deps.config.names.gatewayTtlSeconds,
  }
  const answer = async (sender: string, callData: string) =>
    Response.json(
      { data: await answerGateway(gateway, { sender, callData }) },
      { headers: { 'cache-control': 'no-store' } },
    )

  app.get('/:sender/:data', (c) => {
    // A client may append `.json` to the data (ENS's gateways accept it).
    const data = c.req.param('data').replace(/\.json$/, '')
    return answer(c.req.param('sender'), data)
  })
  app.post('/', ...validJson(gatewayRequestSchema), async (c) => {
    const { sender, data } = c.req.valid('json')
    return answer(sender, data)
  })
  return app
}

import { z } from 'zod'
import { once } from '../contracts/lazily.ts'

/**
 * An email address, as checked on connect-email and update-email payloads (SPEC §5); built on
 * the first call, then kept.
 */
export const getEmailSchema = once(() => z.email({ error: 'must be an email address' }))

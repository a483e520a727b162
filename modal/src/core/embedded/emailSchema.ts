import { z } from 'zod'

/** An email address, as checked on connect-email and update-email payloads (SPEC §5). */
export const emailSchema = z.email({ error: 'must be an email address' })

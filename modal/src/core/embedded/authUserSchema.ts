import { z } from 'zod'
import { once } from '../contracts/lazily.ts'
import { ACCOUNT_TYPES } from './constants.ts'
import { getEmailSchema } from './emailSchema.ts'

/**
 * The user the embedded wallet reports after login (SPEC §3), checked when the frame answers
 * GET_USER so a malformed answer cannot reach the views. Built on the first call, then kept.
 */
export const getAuthUserSchema = once(() =>
  z.object({
    email: getEmailSchema().optional(),
    address: z.string(),
    chainId: z.union([z.number(), z.string()]),
    accounts: z.array(z.object({ address: z.string(), type: z.enum(ACCOUNT_TYPES) })).optional(),
    userName: z.string().optional(),
    /** The same wallet's Solana account (base58), which newer frames derive from its key. */
    solanaAddress: z
      .string()
      .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
      .optional(),
    smartAccountDeployed: z.boolean().optional(),
    // A string, not the enum: a newer frame may offer a type this version does not know (SPEC §5).
    preferredAccountType: z.string().optional(),
    /** How the visitor signed in: 'email' or a social provider. A string, for the same reason. */
    authProvider: z.string().optional(),
    /** The ERC-7715 permissions in force that apps were granted, for Account (newer frames). */
    permissions: z
      .array(
        z.object({
          id: z.string().max(200),
          origin: z.string().max(500),
          chainId: z.number(),
          expiry: z.number(),
          limits: z.array(z.string().max(200)).max(5),
          remaining: z.array(z.string().max(200)).max(5),
        }),
      )
      .max(50)
      .optional(),
  }),
)

export type AuthUser = z.output<ReturnType<typeof getAuthUserSchema>>

import { z } from 'zod'
import { baseUrlProblem } from '../base-url'
import { channel, event, output } from '../contract-kit'

export type AccountKind = 'demo' | 'custom'

/** An account as the renderer sees it: never the token. */
export interface AccountSummary {
  id: string
  label: string
  kind: AccountKind
  /** For the demo: the embedded sandbox's address once started, else ''. */
  baseUrl: string
  authScheme: string
  color: string
  active: boolean
  hidden: boolean
  createdAt: string
  lastUsedAt: string | null
}

export const ACCOUNT_COLORS = ['#18a058', '#2080f0', '#f0a020', '#d03050', '#8a2be2', '#0e7a0d', '#e05a00', '#4c6ef5'] as const

export const accountIdSchema = z.string().trim().min(1).max(64)
export const accountLabelSchema = z.string().trim().min(1, 'Give the account a name').max(60, 'Keep the name under 60 characters')
export const baseUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the API address')
  .superRefine((value, ctx) => {
    const problem = baseUrlProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
export const tokenSchema = z
  .string()
  .trim()
  .min(1, 'Paste the API token')
  .max(4096, 'That token is too long to be an API token')
  .refine((value) => !/\s/.test(value), 'A token has no spaces or line breaks')
export const authSchemeSchema = z
  .string()
  .trim()
  .max(20)
  .regex(/^[A-Za-z-]*$/, 'Letters and dashes only, e.g. Bearer')
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour as #rrggbb')

export const connectionSchema = z.object({ baseUrl: baseUrlSchema, token: tokenSchema, authScheme: authSchemeSchema.default('Bearer') }).strict()

export const addAccountSchema = z
  .object({
    label: accountLabelSchema,
    baseUrl: baseUrlSchema,
    token: tokenSchema,
    authScheme: authSchemeSchema.default('Bearer'),
    color: colorSchema.optional(),
  })
  .strict()

export const updateAccountSchema = z
  .object({ id: accountIdSchema, label: accountLabelSchema.optional(), color: colorSchema.optional(), authScheme: authSchemeSchema.optional() })
  .strict()

/** What a successful connection test learnt. */
export interface ConnectionCheck {
  /** Who the token belongs to, when the API says (GET /account). */
  owner: string | null
  balance: number | null
}

export const accountChannels = {
  'accounts:list': channel(z.undefined(), output<AccountSummary[]>()),
  'accounts:test': channel(connectionSchema, output<ConnectionCheck>()),
  'accounts:add': channel(addAccountSchema, output<AccountSummary>()),
  'accounts:update': channel(updateAccountSchema, output<AccountSummary>()),
  'accounts:replaceToken': channel(z.object({ id: accountIdSchema, token: tokenSchema }).strict(), output<AccountSummary>()),
  'accounts:remove': channel(z.object({ id: accountIdSchema }).strict(), output<AccountSummary[]>()),
  'accounts:setHidden': channel(z.object({ id: accountIdSchema, hidden: z.boolean() }).strict(), output<AccountSummary[]>()),
}

export const accountEvents = {
  'accounts:changed': event<AccountSummary[]>(),
}

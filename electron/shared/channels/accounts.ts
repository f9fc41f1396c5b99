import type {} from '../slices'
import { z } from 'zod'
import { baseUrlProblem } from '../base-url'
import { channel, event, output } from '../contract-kit'
import { ruleWords, type RuleText } from '../rule-text'
import { isSafeName } from '../safe-text'
import type { SessionState } from './session'
import accountRules from './accounts.rules.json'

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
  /**
   * While the window is visible and this account is active, Hostdeck re-reads it every this many seconds
   * (REFRESH_SECONDS_MIN–REFRESH_SECONDS_MAX); null = never on its own (the user refreshes by hand).
   */
  refreshSeconds: number | null
  /** What the account lets through (see ACCOUNT_GUARDS); enforced in the core before anything is sent. */
  guard: AccountGuard
}

/**
 * An account's guard rail, since the provider's tokens have no scopes: `normal`; `protected`, where every change
 * needs the account's name typed (the command line's `--confirm NAME`) and deleting several at once is off;
 * `readOnly`, where every change is refused before it is sent (reads, exports and the journal still work).
 */
export const ACCOUNT_GUARDS = ['normal', 'protected', 'readOnly'] as const
export type AccountGuard = (typeof ACCOUNT_GUARDS)[number]

/** The first colour no account has yet (the next in turn once all are taken), so no two accounts look alike. */
export function nextAccountColor(taken: readonly string[]): string {
  const used = new Set(taken.map((color) => color.toLowerCase()))
  const free = ACCOUNT_COLORS.find((color) => !used.has(color))
  return free ?? ACCOUNT_COLORS[taken.length % ACCOUNT_COLORS.length] ?? ACCOUNT_COLORS[0]
}

export const ACCOUNT_COLORS = [
  '#18a058',
  '#2080f0',
  '#f0a020',
  '#d03050',
  '#8a2be2',
  '#0e7a0d',
  '#e05a00',
  '#4c6ef5',
] as const

/** The live-refresh cadence: a new account, and every account saved before the setting existed, use the default. */
export const DEFAULT_REFRESH_SECONDS = 60
export const REFRESH_SECONDS_MIN = 15
export const REFRESH_SECONDS_MAX = 600

export const accountIdSchema = z.string().trim().min(1).max(64)

/** What the account forms say, in English; the renderer passes its own translations of the same codes. */
/** The English words of its rules, from `accounts.rules.json` beside it (the renderer translates them). */
export const [ACCOUNT_RULES, englishAccountText] = ruleWords(accountRules)
export type AccountRuleCode = keyof typeof ACCOUNT_RULES
export type AccountRuleText = RuleText<AccountRuleCode>

/** The account schemas, worded by `say`: the channels use English, the forms the user's language. */
export function accountSchemas(say: AccountRuleText = englishAccountText) {
  const label = z
    .string()
    .trim()
    .refine(isSafeName, say('labelUnsafe'))
    .min(1, say('labelRequired'))
    .max(60, say('labelTooLong'))
  const baseUrl = z
    .string()
    .trim()
    .min(1, say('baseUrlRequired'))
    .superRefine((value, ctx) => {
      const problem = baseUrlProblem(value)
      if (problem) ctx.addIssue({ code: 'custom', message: say(problem) })
    })
  const token = z
    .string()
    .trim()
    .min(1, say('tokenRequired'))
    .max(4096, say('tokenTooLong'))
    .refine((value) => !/\s/.test(value), say('tokenSpaces'))
  const authScheme = z
    .string()
    .trim()
    .max(20, say('authScheme'))
    .regex(/^[A-Za-z-]*$/, say('authScheme'))
  const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, say('color'))
  // Whole seconds in range, or null for "off"; anything else is one refusal with one wording.
  const refreshSeconds = z
    .number({ error: say('refreshRange') })
    .int(say('refreshRange'))
    .min(REFRESH_SECONDS_MIN, say('refreshRange'))
    .max(REFRESH_SECONDS_MAX, say('refreshRange'))
    .nullable()
  return {
    token,
    connection: z.object({ baseUrl, token, authScheme: authScheme.default('Bearer') }).strict(),
    refreshSeconds,
    add: z
      .object({
        label,
        baseUrl,
        token,
        authScheme: authScheme.default('Bearer'),
        color: color.optional(),
        refreshSeconds: refreshSeconds.optional(),
      })
      .strict(),
    update: z
      .object({
        id: accountIdSchema,
        label: label.optional(),
        color: color.optional(),
        authScheme: authScheme.optional(),
        refreshSeconds: refreshSeconds.optional(),
        guard: z.enum(ACCOUNT_GUARDS).optional(),
        /** A new API address: tested with `token` (required with it) before it is saved. */
        baseUrl: baseUrl.optional(),
        /** The token for the new address: the stored one never goes to a host it was not saved for. */
        token: token.optional(),
      })
      .strict(),
    replaceToken: z.object({ id: accountIdSchema, token }).strict(),
  }
}

const english = accountSchemas()

/** What a successful connection test learnt. */
export interface ConnectionCheck {
  /** Who the token belongs to, when the API says (GET /account). */
  owner: string | null
  balance: number | null
}

export const accountChannels = {
  'accounts:list': channel(z.undefined(), output<AccountSummary[]>()),
  'accounts:test': channel(english.connection, output<ConnectionCheck>()),
  'accounts:add': channel(english.add, output<AccountSummary>()),
  'accounts:update': channel(english.update, output<AccountSummary>()),
  'accounts:replaceToken': channel(english.replaceToken, output<AccountSummary>()),
  'accounts:remove': channel(z.object({ id: accountIdSchema }).strict(), output<AccountSummary[]>()),
  /** Makes an account the active one: answers at once with its cached snapshot, then refreshes. */
  'accounts:switch': channel(z.object({ id: accountIdSchema }).strict(), output<SessionState>()),
  'accounts:setHidden': channel(
    z.object({ id: accountIdSchema, hidden: z.boolean() }).strict(),
    output<AccountSummary[]>(),
  ),
}

export const accountEvents = {
  'accounts:changed': event<AccountSummary[]>(),
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    accounts: { channels: typeof accountChannels; events: typeof accountEvents }
  }
}

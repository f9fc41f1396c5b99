import type {} from '../slices'
import { z } from 'zod'
import { channel, event, output } from '../contract-kit'
import { allResources, type ResourceDescriptor, type ResourceRef } from '../resources'
import { accountIdSchema } from './accounts'

/** One thing on an account's card that opens a resource (a certificate, a server in trouble). */
export interface FleetItem {
  resource: ResourceRef
  /** What the user calls it: a domain, a server's name, a login. */
  name: string
  /** The lifecycle state the service reports (NeedMoney, Blocked…), when that is why it is listed. */
  state: string | null
  /** Certificates: when they expire (ISO) and whole days left (negative once expired). */
  expireDate?: string | null
  daysLeft?: number | null
}

/** The kinds of early warning; each can be switched off in the fleet settings. */
export const WARNING_KINDS = ['certificateExpiry', 'fundsRunningOut', 'needMoney', 'blocked', 'installRenewed'] as const
export type WarningKind = (typeof WARNING_KINDS)[number]

/** Days before a certificate expires at which a warning is raised (each once). */
export const CERTIFICATE_THRESHOLDS = [30, 7, 1] as const
/** Days before the money runs out at which a warning is raised. */
export const FUNDS_THRESHOLD_DAYS = 7

/** A warning raised once for a condition and threshold, listed until the condition is resolved. */
export interface FleetWarning {
  /** Stable: account, kind, resource and threshold. */
  key: string
  accountId: string
  accountLabel: string
  kind: WarningKind
  /** Days: the threshold crossed (30, 7, 1 for certificates; 7 for funds); null for states. */
  threshold: number | null
  /** Whole days left when it was raised (certificates, funds). */
  daysLeft: number | null
  /** What it is about (a domain, a server's name; the account for funds). */
  subject: string
  /** What opens: the resource, or null for the account itself (funds). */
  resource: ResourceRef | null
  raisedAt: string
  /** Whether a window has shown it (a notice is shown once, even across restarts). */
  announced: boolean
}

/** One account at a glance, from its cached snapshot. */
export interface FleetCard {
  accountId: string
  label: string
  color: string
  active: boolean
  /** Background watching on for this account (never needed for the active one). */
  watched: boolean
  /** When the cached snapshot was read (ISO); null = never read. */
  fetchedAt: string | null
  balance: number | null
  /** The day the money runs out (ISO), and whole days until then. */
  fundsUntil: string | null
  fundsDaysLeft: number | null
  servers: { total: number; poweredOn: number; poweredOff: number; byState: Record<string, number> }
  /** Certificates that expire within 30 days or have expired, soonest first. */
  certificates: FleetItem[]
  /** Resources in NeedMoney or Blocked. */
  troubled: FleetItem[]
  runningTasks: number
  /** The warnings listed until resolved. */
  warnings: FleetWarning[]
  /** Higher is worse: cards are sorted by it. */
  severity: number
}

export interface FleetOverview {
  cards: FleetCard[]
  /** True while some account is being read in the background. */
  watching: string | null
}

export interface FleetSettings {
  /** Background watching, per account (default on). */
  watch: Record<string, boolean>
  /** Warnings, per account (default on). */
  warnAccounts: Record<string, boolean>
  /** Warnings, per kind (default on). */
  warnKinds: Record<WarningKind, boolean>
}

/** The palette's commands: about an account, or about a resource (a descriptor's `palette.command`). */
export const PALETTE_COMMANDS = ['switchAccount', 'refreshAccount', 'addRecord', 'runAction'] as const
export type PaletteCommand = (typeof PALETTE_COMMANDS)[number]
/** What the palette finds: a resource (of a kind whose descriptor has a `palette` entry), or a command about one. */
export type PaletteKind = ResourceDescriptor['kind'] | PaletteCommand
/** The resource kinds the palette indexes, in registry order, then the commands. */
export const PALETTE_KINDS: readonly PaletteKind[] = [
  ...allResources()
    .filter((d) => d.palette)
    .map((d) => d.kind),
  ...PALETTE_COMMANDS,
]

export interface PaletteHit {
  kind: PaletteKind
  accountId: string
  accountLabel: string
  /** The main words (a server's name, a record's owner). */
  label: string
  /** What else matched or describes it (an IP, a record's value, a fingerprint). */
  detail: string
  /** What opens; null for account commands. */
  resource: ResourceRef | null
  /** Ranges of `label + ' ' + detail` that matched, for highlighting: [start, end) pairs. */
  ranges: number[]
}

export const PALETTE_LIMIT_MAX = 100
/** The longest palette query: what a name or an address needs, short enough that matching stays quick. */
export const PALETTE_QUERY_MAX = 100

export const fleetSettingsPatchSchema = z
  .object({
    accountId: accountIdSchema.optional(),
    watch: z.boolean().optional(),
    warn: z.boolean().optional(),
    kind: z.enum(WARNING_KINDS).optional(),
    kindEnabled: z.boolean().optional(),
  })
  .strict()
  .refine(
    (p) => (p.watch === undefined && p.warn === undefined) || p.accountId !== undefined,
    'Name the account (accountId) whose switch changes.',
  )
  .refine(
    (p) => (p.kind === undefined) === (p.kindEnabled === undefined),
    'A kind of warning is switched with kind and kindEnabled together.',
  )

export const fleetChannels = {
  /** Every account at a glance, from the cached snapshots (works offline), worst first. */
  'fleet:overview': channel(z.undefined(), output<FleetOverview>()),
  /** Fuzzy search over every account's cached resources and account commands; the best `limit` hits. */
  'fleet:search': channel(
    z
      .object({
        query: z.string().max(PALETTE_QUERY_MAX),
        limit: z.number().int().min(1).max(PALETTE_LIMIT_MAX).default(20),
      })
      .strict(),
    output<PaletteHit[]>(),
  ),
  /** Records that warnings were shown, so neither a restart nor another window repeats them. */
  'fleet:acknowledge': channel(z.object({ keys: z.array(z.string().max(300)).max(1000) }).strict(), output<null>()),
  'fleet:settings': channel(z.undefined(), output<FleetSettings>()),
  'fleet:updateSettings': channel(fleetSettingsPatchSchema, output<FleetSettings>()),
}

export const fleetEvents = {
  'fleet:changed': event<FleetOverview>(),
  /** Warnings raised just now (each once per condition and threshold). */
  'fleet:warnings': event<FleetWarning[]>(),
}

/** Words the desktop host shows natively (notifications, tray); the renderer's fleet domain has its own. */
export const nativeFleetText = {
  en: {
    certificateExpiry: 'Certificate {subject} expires in {days}',
    certificateExpired: 'Certificate {subject} has expired',
    certificateExpiryToday: 'Certificate {subject} expires today',
    fundsRunningOut: 'Funds run out in {days}',
    fundsRunningOutToday: 'Funds run out within a day',
    needMoney: '{subject} needs money',
    blocked: '{subject} is blocked',
    installRenewed: 'Install the renewed certificate on {subject}: the one served ends in {days}',
    installRenewedToday: 'Install the renewed certificate on {subject}: the one served ends today',
    installRenewedExpired: 'Install the renewed certificate on {subject}: the one served has expired',
    body: 'Account: {account}',
    tray: 'Warnings',
    days: { one: '{n} day', other: '{n} days' },
  },
  ru: {
    certificateExpiry: 'Сертификат {subject} истекает через {days}',
    certificateExpired: 'Сертификат {subject} истёк',
    certificateExpiryToday: 'Сертификат {subject} истекает сегодня',
    fundsRunningOut: 'Средства закончатся через {days}',
    fundsRunningOutToday: 'Средства закончатся в течение суток',
    needMoney: '{subject}: нужна оплата',
    blocked: '{subject}: заблокирован',
    installRenewed: 'Установите обновлённый сертификат на {subject}: отдаваемый истекает через {days}',
    installRenewedToday: 'Установите обновлённый сертификат на {subject}: отдаваемый истекает сегодня',
    installRenewedExpired: 'Установите обновлённый сертификат на {subject}: отдаваемый уже истёк',
    body: 'Аккаунт: {account}',
    tray: 'Предупреждения',
    days: { one: '{n} день', few: '{n} дня', many: '{n} дней', other: '{n} дня' },
  },
} as const

/** "1 day", "5 days"; "1 день", "3 дня", "5 дней", "21 день": the language's own plural forms. */
export function daysText(locale: 'en' | 'ru', daysLeft: number | null | undefined): string {
  const n = Math.max(0, daysLeft ?? 0)
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } = nativeFleetText[locale].days
  return (forms[new Intl.PluralRules(locale).select(n)] ?? forms.other).replace('{n}', String(n))
}

/** A warning's title in a language (native notification and tray). */
export function nativeWarningTitle(
  locale: 'en' | 'ru',
  warning: Pick<FleetWarning, 'kind' | 'subject' | 'daysLeft'>,
): string {
  const text = nativeFleetText[locale]
  // One pass with a function: a subject from the API goes in as it is (a `$'` or a `{days}` in it is just text).
  const values: Record<string, string> = { subject: warning.subject, days: daysText(locale, warning.daysLeft) }
  const fill = (template: string) => template.replace(/\{(subject|days)\}/g, (_, name: string) => values[name]!)
  const days = warning.daysLeft ?? 0
  if (warning.kind === 'certificateExpiry' && days < 0) return fill(text.certificateExpired)
  if (warning.kind === 'installRenewed' && days < 0) return fill(text.installRenewedExpired)
  // As the window says it: none left is "today", never "in 0 days".
  if (warning.kind === 'certificateExpiry' || warning.kind === 'fundsRunningOut' || warning.kind === 'installRenewed')
    return fill(days <= 0 ? text[`${warning.kind}Today`] : text[warning.kind])
  return fill(text[warning.kind])
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    fleet: { channels: typeof fleetChannels; events: typeof fleetEvents }
  }
}

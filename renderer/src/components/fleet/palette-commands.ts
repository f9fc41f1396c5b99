import type { PaletteHit, PaletteKind } from '@shared/channels/fleet'
import type { ServerActionType } from '@shared/models/servers'
import { locales, themePreferences, type Locale, type ThemePreference } from '@shared/models/preferences'
import { createFuzzy, latinise, matchTier, parseQuery } from '@shared/palette/match'

/** Commands about the app itself (not about an account's resources): searched here, in the user's words. */
export type LocalCommand =
  | { kind: 'taskCentre' }
  | { kind: 'refresh' }
  | { kind: 'journal' }
  | { kind: 'createServer' }
  | { kind: 'bulk' }
  | { kind: 'home' }
  | { kind: 'theme'; theme: ThemePreference }
  | { kind: 'language'; locale: Locale }
  | { kind: 'settings' }
  | { kind: 'diagnostics' }
  | { kind: 'updates' }
  | { kind: 'view'; query: string }
  | { kind: 'exportServers' }
  /** A verb alone (`reboot`): choosing it types the verb into the field, for the name to follow. */
  | { kind: 'ask'; text: string }

export interface LocalEntry {
  command: LocalCommand
  /** In the language shown. */
  label: string
  /** Also matched: the same command in English, and the words people type for it. */
  words: string
}

/** A palette row: a hit from the backend's index, or one of the app's own commands. */
export type PaletteRow = { type: 'hit'; hit: PaletteHit } | { type: 'local'; entry: LocalEntry }

type Translate = (key: string) => string

const PLAIN_COMMANDS = ['taskCentre', 'refresh', 'journal', 'createServer', 'bulk', 'home', 'exportServers'] as const
/** The verbs that need a name after them (a server, an account, a zone), offered when typed alone. */
const ASK_COMMANDS = ['askReboot', 'askSwitch', 'askExport'] as const

/**
 * The app's commands in the language shown (`t`); each also answers to its English words (`en`), so a command
 * is found in either language whatever the app shows.
 */
export function localCommands(t: Translate, en: Translate = t): LocalEntry[] {
  const entry = (command: LocalCommand, key: (say: Translate) => string, extra = '') => ({
    command,
    label: key(t),
    words: [key(en), extra].filter(Boolean).join(' '),
  })
  return [
    ...PLAIN_COMMANDS.map((kind) =>
      entry({ kind }, (say) => say(`fleet.palette.kind.${kind}`), `${t(`fleet.palette.words.${kind}`)}`),
    ),
    ...ASK_COMMANDS.map((ask) =>
      entry(
        { kind: 'ask', text: t(`fleet.palette.prefix.${ask}`) },
        (say) => say(`fleet.palette.kind.${ask}`),
        t(`fleet.palette.words.${ask}`),
      ),
    ),
    entry({ kind: 'settings' }, (say) => say('settings.dialog.open')),
    entry({ kind: 'diagnostics' }, (say) => say('settings.dialog.copyDiagnostics')),
    entry({ kind: 'updates' }, (say) => say('settings.updates.check')),
    ...themePreferences.map((theme) =>
      entry({ kind: 'theme', theme }, (say) => `${say('fleet.palette.kind.theme')}: ${say(`theme.${theme}`)}`),
    ),
    ...locales.map((locale) =>
      entry(
        { kind: 'language', locale },
        (say) => `${say('fleet.palette.kind.language')}: ${say(`language.${locale}`)}`,
      ),
    ),
  ]
}

const fuzzy = createFuzzy()

/** Palette commands that change something at the service: a read-only account offers none of them. */
const CHANGE_HITS: ReadonlySet<PaletteKind> = new Set<PaletteKind>(['addRecord', 'runAction'])
const CHANGE_COMMANDS: ReadonlySet<LocalCommand['kind']> = new Set<LocalCommand['kind']>(['createServer'])

/** The hits left once those that would change a read-only account are taken out (`readOnly` tells by account id). */
export function withoutRefusedChanges(hits: PaletteHit[], readOnly: (accountId: string) => boolean): PaletteHit[] {
  return hits.filter((hit) => !(CHANGE_HITS.has(hit.kind) && readOnly(hit.accountId)))
}

/** The app's commands without those that change the active account, when it is read-only. */
export function localCommandsFor(entries: LocalEntry[], activeReadOnly: boolean): LocalEntry[] {
  return activeReadOnly ? entries.filter((entry) => !CHANGE_COMMANDS.has(entry.command.kind)) : entries
}

/** The app's commands matching the query, best first: whole words in either language, else scattered letters. */
export function matchLocal(entries: LocalEntry[], text: string): LocalEntry[] {
  const query = parseQuery(text)
  if (!query) return []
  const texts = entries.map((e) => latinise(`${e.label} ${e.words}`))
  const tiers = entries
    .map((e, i) => ({ i, tier: matchTier(latinise(e.label), texts[i]!, query) }))
    .filter((m): m is { i: number; tier: number } => m.tier !== null)
    .sort((a, b) => a.tier - b.tier || a.i - b.i)
  if (tiers.length > 0) return tiers.map(({ i }) => entries[i]!)
  const idxs = fuzzy.filter(texts, query)
  return fuzzy.rank(texts, idxs, query).map(({ index }) => entries[index]!)
}

/** What a query's first words ask for: hits of these kinds only, and which server action. */
export interface Verb {
  kinds: PaletteKind[]
  action?: ServerActionType
  /** The zone chosen is exported (its BIND file saved), as its pane's Export button does. */
  exportZone?: true
}

/** The verbs a query may start with, in English and Russian (Russian ones as stems: `перезагрузи`, `перезагрузить`). */
const VERBS: Array<{ words: string[]; verb: Verb }> = [
  { words: ['switch to', 'switch', 'переключиться на', 'переключ'], verb: { kinds: ['switchAccount'] } },
  { words: ['refresh', 'reload', 'обнов'], verb: { kinds: ['refreshAccount'] } },
  { words: ['add record to', 'add record', 'add', 'добавить запись в', 'добавить запись', 'добав'], verb: { kinds: ['addRecord'] } },
  { words: ['reboot', 'restart', 'перезагруз', 'перезапус'], verb: { kinds: ['runAction'], action: 'PowerReboot' } },
  { words: ['power off', 'turn off', 'stop', 'выключ', 'останов'], verb: { kinds: ['runAction'], action: 'PowerOff' } },
  { words: ['power on', 'turn on', 'start', 'включ', 'запус'], verb: { kinds: ['runAction'], action: 'PowerOn' } },
  { words: ['shut down', 'shutdown', 'заверш'], verb: { kinds: ['runAction'], action: 'ShutDownGuestOS' } },
  { words: ['export', 'экспорт', 'выгруз'], verb: { kinds: ['dnsZone'], exportZone: true } },
  { words: ['run', 'action', 'действ', 'выполн'], verb: { kinds: ['runAction'] } },
] // prettier-ignore

/** A verb that ends in a Russian letter is a stem (made once: it is tested for every verb on every keystroke). */
const RUSSIAN_STEM = /[а-яё]$/

/**
 * A query that starts with a verb and names something (`reboot db-01`, `switch work`): the verb, and the rest to
 * search for; null when it does not (`db-01`, or a verb alone, which the app's commands answer).
 */
export function parseVerb(text: string): { verb: Verb; rest: string } | null {
  const lower = text.trim().toLowerCase().replace(/\s+/g, ' ')
  for (const { words, verb } of VERBS)
    for (const word of words) {
      if (!lower.startsWith(word)) continue
      // A Russian stem takes the rest of its word (`перезагруз` + `ить`); then a space and what it is about.
      const end = RUSSIAN_STEM.test(word) ? lower.indexOf(' ', word.length) : word.length
      if (end < 0 || lower[end] !== ' ') continue
      const rest = lower.slice(end + 1).trim()
      if (rest) return { verb, rest }
    }
  return null
}

/** Moves the highlighted row, wrapping at both ends. */
export function moveActive(current: number, delta: number, count: number): number {
  if (count === 0) return -1
  return (((current + delta) % count) + count) % count
}

/** A hit's label with its matched ranges marked (the ranges count over `label + ' ' + detail`). */
export function markedParts(hit: PaletteHit): Array<{ text: string; mark: boolean }> {
  const whole = hit.detail ? `${hit.label} ${hit.detail}` : hit.label
  const out: Array<{ text: string; mark: boolean }> = []
  let at = 0
  for (let i = 0; i + 1 < hit.ranges.length; i += 2) {
    const [start, end] = hit.ranges.slice(i, i + 2)
    if (start === undefined || end === undefined) break
    if (start > at) out.push({ text: whole.slice(at, start), mark: false })
    out.push({ text: whole.slice(start, end), mark: true })
    at = end
  }
  if (at < whole.length) out.push({ text: whole.slice(at), mark: false })
  return out
}

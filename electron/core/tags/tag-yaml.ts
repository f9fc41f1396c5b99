import { parse, stringify } from 'yaml'
import { z } from 'zod'
import { taggedRefSchema, tagSchema } from '../../shared/channels/tags'
import { NOTE_MAX, TAGS_PER_RESOURCE, VIEW_NAME_MAX, VIEWS_MAX } from '../../shared/models/tags'
import type { ImportDiff, SavedView, TagRecord } from '../../shared/models/tags'
import { isSafeText } from '../../shared/safe-text'

/**
 * Tags, notes and views as one YAML file a team keeps in git: stable order (accounts by id, resources by kind,
 * parent and id, views as listed), one key per line, so a diff shows what changed. Accounts carry their label:
 * an import matches an account by id, else by label (another computer's ids differ).
 */

const fileSchema = z
  .object({
    version: z.literal(1, 'This is no Hostdeck tags file (version: 1 is missing).'),
    views: z
      .array(
        z
          .object({
            name: z.string().trim().min(1).max(VIEW_NAME_MAX),
            query: z.string().max(300),
            pinned: z.boolean().default(false),
          })
          .strict(),
      )
      .max(VIEWS_MAX)
      .default([]),
    accounts: z
      .array(
        z
          .object({
            id: z.string().min(1).max(64),
            label: z.string().max(200).default(''),
            resources: z.array(
              taggedRefSchema
                .extend({
                  tags: z.array(tagSchema).max(TAGS_PER_RESOURCE).default([]),
                  note: z.string().max(NOTE_MAX).refine(isSafeText, 'A note is plain text.').default(''),
                })
                .strict(),
            ),
          })
          .strict(),
      )
      .default([]),
  })
  .strict()

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The YAML text of these records and views; `labels` names each account. */
export function toYaml(
  records: readonly TagRecord[],
  views: readonly SavedView[],
  labels: Map<string, string>,
): string {
  const ids = [...new Set(records.map((r) => r.accountId))].sort(byText)
  const accounts = ids.map((id) => ({
    id,
    label: labels.get(id) ?? '',
    resources: records
      .filter((r) => r.accountId === id)
      .sort(
        (a, b) =>
          byText(a.resource.kind, b.resource.kind) ||
          (a.resource.parentId ?? 0) - (b.resource.parentId ?? 0) ||
          a.resource.id - b.resource.id,
      )
      .map((r) => ({ ...r.resource, tags: r.tags, note: r.note })),
  }))
  const header = '# Hostdeck tags, notes and saved views. Import it in Hostdeck: All accounts → Import.\n'
  return header + stringify({ version: 1, views, accounts }, { lineWidth: 0 })
}

/** The records and views of a YAML text, its accounts matched to these (by id, else by label); or why not. */
export function fromYaml(
  text: string,
  accounts: ReadonlyArray<{ id: string; label: string }>,
): { records: TagRecord[]; views: SavedView[] } | { problem: string } {
  let raw: unknown
  try {
    raw = parse(text, { maxAliasCount: 0 })
  } catch (error) {
    return { problem: `The file is not YAML Hostdeck can read: ${(error as Error).message.split('\n')[0]}` }
  }
  const read = fileSchema.safeParse(raw)
  if (!read.success) {
    const issue = read.error.issues[0]
    return { problem: `${issue?.message ?? 'Unexpected content'} (at ${issue?.path.join('.') || 'the top'})` }
  }
  const accountOf = (id: string, label: string) =>
    accounts.find((a) => a.id === id)?.id ??
    accounts.find((a) => label && a.label.trim().toLowerCase() === label.trim().toLowerCase())?.id ??
    id
  const records = read.data.accounts.flatMap((a) =>
    a.resources.map(({ tags, note, ...resource }): TagRecord => ({
      accountId: accountOf(a.id, a.label),
      resource,
      tags,
      note,
    })),
  )
  return { records, views: read.data.views }
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i])

/** What importing would add and change beside what is kept; nothing is changed by asking. */
export function diffOf(
  current: { records: readonly TagRecord[]; views: readonly SavedView[] },
  incoming: { records: readonly TagRecord[]; views: readonly SavedView[] },
): ImportDiff {
  const key = (r: TagRecord) => `${r.accountId}\n${r.resource.kind}:${r.resource.parentId ?? ''}:${r.resource.id}`
  const mine = new Map(current.records.map((r) => [key(r), r]))
  const diff: ImportDiff = { added: [], changed: [], unchanged: 0, views: { added: [], changed: [] } }
  for (const r of incoming.records) {
    const before = mine.get(key(r))
    if (!before) diff.added.push(r)
    else if (!same(before.tags, r.tags) || before.note !== r.note) diff.changed.push({ before, after: r })
    else diff.unchanged++
  }
  for (const view of incoming.views) {
    const before = current.views.find((v) => v.name === view.name)
    if (!before) diff.views.added.push(view)
    else if (before.query !== view.query || before.pinned !== view.pinned)
      diff.views.changed.push({ before, after: view })
  }
  return diff
}

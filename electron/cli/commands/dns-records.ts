import type { z } from 'zod'
import { createRecordSchema } from '../../shared/channels/dns'
import type { DnsRecord } from '../../shared/models/dns'
import { REGISTRY } from '../../shared/resources/registry'
import type { CliArgs, ExtraOptions } from '../args'
import { usage } from '../exit-codes'
import { printOne } from '../output'
import { rowOfEntry, type ReadContext } from '../reads'
import { inputOf, parseOptionsOf, refusalText, schemaFlags, type SchemaFlag } from '../schema-flags'
import { changeAccount, confirm, printDryRun, send } from './changes'
import { earlierAttempt } from './earlier-attempt'
import { LANGUAGE } from '../words'
import { pick, readRows } from './resources'

/** Each record type's fields as flags, from dns:createRecord's schema (the zone is the command's operand). */
export function recordFlagsByType(): { type: string; flags: SchemaFlag[] }[] {
  return (createRecordSchema._zod.def.options as readonly z.ZodType[]).map((option) => {
    const flags = schemaFlags(option, ['zoneId'])
    const type = flags.find((flag) => flag.field === 'type')?.choices?.[0] ?? '?'
    return { type, flags: flags.filter((flag) => flag.field !== 'type') }
  })
}

/** Every record type's flags, `--type` among them: what the command line may be given. */
export function recordFlags(): SchemaFlag[] {
  const byField = new Map<string, SchemaFlag>()
  for (const { flags } of recordFlagsByType()) for (const flag of flags) byField.set(flag.field, flag)
  const types = recordFlagsByType().map(({ type }) => type)
  return [{ field: 'type', flag: '--type', type: 'string', optional: false, choices: types }, ...byField.values()]
}

/** The flags `dns-records add` takes, for the second reading of the command line. */
export const recordOptions = (): ExtraOptions => parseOptionsOf(recordFlags())

/** The zone `wanted` names, and the account's records in it as rows. */
async function zoneOf(ctx: ReadContext, args: CliArgs, wanted: string) {
  const zone = pick(await readRows(ctx, args, REGISTRY.dnsZone), wanted, 'dns-zones')
  return { zone, zoneId: Number(zone.id) }
}

/** `dns-records add ZONE --type T …`: the record's fields from dns:createRecord's schema, checked in the form's words. */
async function add(ctx: ReadContext, args: CliArgs, zoneName: string): Promise<void> {
  const account = await changeAccount(ctx, args, 'dns-records add')
  const { zoneId, zone } = await zoneOf(ctx, args, zoneName)
  // The same rules in the user's words: the form's Russian ones where LANG says Russian (the channel checks again).
  const schema = LANGUAGE === 'ru' ? (await import('./record-schema-ru')).russianCreateRecordSchema : createRecordSchema
  const checked = schema.safeParse({ ...inputOf(recordFlags(), args.fields), zoneId })
  if (!checked.success) throw usage(refusalText(checked.error))
  const channel = 'dns:createRecord'
  if (args.dryRun) return printDryRun(args, channel, checked.data)
  const core = await ctx.core()
  const made = await earlierAttempt(core, args, account.id, { channel, input: checked.data })
  if (made)
    return printOne({ id: made.resource.id ?? '-', name: made.summary, state: made.outcome, journal: made.id }, args)
  const record = await send<DnsRecord>(core, channel, checked.data, account, args.confirm)
  // The same item shape as in `dns-records ls`.
  await printOne(rowOfEntry(REGISTRY.dnsRecord, { item: record, parent: { id: zoneId, name: zone.name } }), args)
}

/** `dns-records rm ZONE RECORD`: the record by id or name (`www A`); destructive, so confirmed. */
async function remove(ctx: ReadContext, args: CliArgs, zoneName: string, wanted: string): Promise<void> {
  const account = await changeAccount(ctx, args, 'dns-records rm')
  const { zoneId, zone } = await zoneOf(ctx, args, zoneName)
  const records = (await readRows(ctx, args, REGISTRY.dnsRecord)).filter((row) => {
    const parent = row.parent as { id: number } | undefined
    return parent?.id === zoneId
  })
  const record = pick(records, wanted, `records of ${zone.name}`)
  const input = { zoneId, recordId: Number(record.id) }
  if (args.dryRun) return printDryRun(args, 'dns:deleteRecord', input, record)
  await confirm(args, `Delete the record ${record.name} from ${zone.name} in ${account.label}`)
  const core = await ctx.core()
  const made = await earlierAttempt(core, args, account.id, { channel: 'dns:deleteRecord', input })
  if (!made) await send(core, 'dns:deleteRecord', input, account, args.confirm)
  await printOne({ ...record, state: 'deleted' }, args)
}

/** The change verbs of `dns-records`; null for a read (ls, get). */
export function dnsRecordChange(args: CliArgs): ((ctx: ReadContext) => Promise<void>) | null {
  const [, verb, zone, wanted, ...rest] = args.words
  if (verb !== 'add' && verb !== 'rm') return null
  if (!zone) throw usage(`"dns-records ${verb}" needs the zone's name or id first.`)
  if (verb === 'add') {
    if (wanted) throw usage(`"dns-records add" takes the zone only; the record is said by flags (--type, --owner…).`)
    return (ctx) => add(ctx, args, zone)
  }
  if (!wanted || rest.length > 0) throw usage('"dns-records rm" takes the zone and one record (its id or name).')
  return (ctx) => remove(ctx, args, zone, wanted)
}

import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../../shared/channels/journal'
import { CliError } from '../exit-codes'
import type { Core } from '../host'
import { earlierAttempt, RERUN_WINDOW_MS, sameChange } from './earlier-attempt'

const NOW = Date.UTC(2026, 11, 7, 12, 0)
const reboot = { channel: 'servers:runAction', input: { serverId: 7, type: 'PowerReboot' } }

/** What a cut server action's entry holds beyond its subject: no result, no task, no record. */
const ANSWER_NEVER_CAME = { result: null, tasks: [], before: null, after: null, revertOf: null, batchId: null }

const entry = (over: Partial<JournalEntry> = {}): JournalEntry => ({
  id: 'e1',
  at: NOW - 60_000,
  accountId: 'a1',
  accountLabel: 'prod',
  operation: 'servers:runAction',
  summary: 'PowerReboot of web-01',
  resource: { kind: 'server', id: 7, name: 'web-01' },
  params: { serverId: 7, type: 'PowerReboot' },
  outcome: 'unknown',
  ...ANSWER_NEVER_CAME,
  ...over,
})

/** A core whose journal holds `entries` and whose check answers `checked` (the entry as it then reads). */
function coreWith(entries: JournalEntry[], checked?: JournalEntry['outcome']) {
  const asked: string[] = []
  const answer = (channel: string): unknown => {
    asked.push(channel)
    if (channel === 'journal:list') return entries
    if (channel === 'journal:check') return { ...entries[0], outcome: checked, checkedAt: NOW }
    throw new Error(`unexpected ${channel}`)
  }
  const core: Core = {
    invoke: async <T>(channel: string) => answer(channel) as T,
    attempt: () => Promise.reject(new Error('nothing is sent here')),
    on: () => () => undefined,
    secretStorage: 'session',
    close: async () => undefined,
  }
  return { core, asked }
}

const look = (core: Core, again = false) => earlierAttempt(core, { again }, 'a1', reboot, NOW)

describe('a change sent by an earlier command whose answer never came', () => {
  it.each([
    ['the same operation and fields', entry(), true],
    ['another server', entry({ params: { serverId: 8, type: 'PowerReboot' } }), false],
    ['another action', entry({ params: { serverId: 7, type: 'PowerOff' } }), false],
    ['another operation', entry({ operation: 'servers:delete' }), false],
  ])('is the same change when it has %s: %s', (_, cut, same) => {
    expect(sameChange(cut, reboot.channel, reboot.input)).toBe(same)
  })

  it('checked as made: answered, and nothing is to be sent', async () => {
    const { core } = coreWith([entry()], 'made')
    expect(await look(core)).toMatchObject({ id: 'e1', outcome: 'made' })
  })

  it('checked as not made: to be sent', async () => {
    expect(await look(coreWith([entry()], 'notMade').core)).toBeNull()
  })

  it('still unknown: refused with exit 6, naming the entry and --again', async () => {
    const refused = await look(coreWith([entry()], 'unknown').core).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(CliError)
    expect(refused).toMatchObject({ code: 6, message: expect.stringMatching(/journal check e1.*--again/s) })
  })

  it('made by the start-up check already: answered without asking again', async () => {
    const { core, asked } = coreWith([entry({ outcome: 'made', checkedAt: NOW - 1000 })])
    expect(await look(core)).toMatchObject({ outcome: 'made' })
    expect(asked).not.toContain('journal:check')
  })

  it.each([
    ['--again', [entry()], true],
    ['an older one', [entry({ at: NOW - RERUN_WINDOW_MS - 1 })], false],
    ['one that ended since', [entry({ id: 'e2', outcome: 'ok', at: NOW - 1000 }), entry()], false],
    ['an answered one', [entry({ outcome: 'ok' })], false],
  ])('is not looked for with %s', async (_, entries, again) => {
    const { core, asked } = coreWith(entries, 'made')
    expect(await look(core, again)).toBeNull()
    expect(asked).not.toContain('journal:check')
  })
})

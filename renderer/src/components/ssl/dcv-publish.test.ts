import { describe, expect, it } from 'vitest'
import { publishAll, publishKey, type PublishProgress } from './dcv-publish'
import type { DcvRecord } from './dcv-record'

const record = (owner: string): DcvRecord => ({
  zoneId: 4,
  zoneName: 'example.com',
  type: 'CNAME',
  owner,
  value: `${owner}.dcv.example.net`,
})

describe('Publish all of a certificate’s validation records (issue 53 item 14)', () => {
  it('sends one request per record, in turn, telling the progress, and keeps each failure beside its record', async () => {
    const refused = record('_b.www')
    const records = [record('_a'), refused, record('_c.shop')]
    const sent: string[] = []
    const told: PublishProgress[] = []
    const result = await publishAll(
      records,
      async (r) => {
        sent.push(r.owner)
        if (r.owner === '_b.www') throw new Error('The zone refused the record.')
      },
      (progress) => told.push(progress),
    )
    expect(sent).toEqual(['_a', '_b.www', '_c.shop'])
    expect(told.map((p) => `${p.done}/${p.total}`)).toEqual(['0/3', '1/3', '2/3', '3/3'])
    expect(result.failed).toEqual({ [publishKey(refused)]: 'The zone refused the record.' })
  })
})

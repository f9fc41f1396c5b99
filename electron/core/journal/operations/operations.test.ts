import { describe, expect, it } from 'vitest'
import { channelNames } from '../../../shared/contract'
import { JOURNALED, LOCAL_DOMAINS, OPERATIONS, READS } from '.'

describe('the journal’s operations, found by where they live', () => {
  const local = new RegExp(`^(${LOCAL_DOMAINS.join('|')}):`)
  const reads: readonly string[] = READS
  const changing = channelNames.filter((c) => !local.test(c) && !reads.includes(c))

  it('has an entry for every channel that changes something at the service', () => {
    // The type of OPERATIONS demands it; this checks the object the files found at run time make.
    const found = new Set(Object.keys(OPERATIONS))
    expect(changing.filter((c) => !found.has(c))).toEqual([])
  })

  it('has no entry for a channel that is not a change at the service', () => {
    const known = new Set<string>(changing)
    expect(Object.keys(OPERATIONS).filter((c) => !known.has(c))).toEqual([])
    expect(JOURNALED).toEqual(changing)
  })
})

import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createNoticeStore } from './notice-store'

describe('notice store', () => {
  it('keeps notices across a restart until the window takes them, then forgets them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-notices-'))
    await createNoticeStore(dir).add(['accounts.json was set aside'])
    // A crash here: the next start still has it.
    const again = createNoticeStore(dir)
    await again.add(['1 account could not be read'])
    expect(await again.take()).toEqual(['accounts.json was set aside', '1 account could not be read'])
    expect(await createNoticeStore(dir).take()).toEqual([])
  })
})

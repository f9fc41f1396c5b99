import { describe, expect, it } from 'vitest'
import { verdictNotice } from './journal-checks'
import { canCheck } from './outcome-check'

describe('checking the changes whose answer was lost', () => {
  it('says the verdicts in one notice, and nothing when there was nothing to check', () => {
    expect(verdictNotice([])).toBeNull()
    expect(verdictNotice(['made'])).toMatch(/^1 change was sent .* it was made\.$/)
    expect(verdictNotice(['notMade'])).toMatch(/it was not made\.$/)
    expect(verdictNotice(['unknown'])).toMatch(/could not tell whether it was made: .*outcome unknown/)
    const mixed = verdictNotice(['made', 'made', 'notMade', 'unknown'])
    expect(mixed).toMatch(/^4 changes were sent .* 2 made, 1 not made\. For 1 Hostdeck could not tell/)
  })

  it('covers creates, deletions and server actions; the rest stay "outcome unknown"', () => {
    const covered = ['servers:create', 'sshKeys:create', 'networks:create', 'dns:createZone', 'storage:createUser']
    const deletions = ['servers:delete', 'sshKeys:remove', 'dns:deleteZone', 'storage:deleteUser', 'images:delete']
    for (const operation of [...covered, ...deletions, 'images:create', 'servers:runAction'])
      expect(canCheck({ operation })).toBe(true)
    for (const operation of ['dns:updateRecord', 'servers:resize', 'storage:changePassword'])
      expect(canCheck({ operation })).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { wireAccount } from './accounts'

/** Issue 52, row 1: the balance under either spelling of the projects' list. */
const person = { ID: 1001, FirstName: 'Ivan', LastName: 'Petrov', Email: 'admin@example.invalid' }
const projects = [
  { ProjectId: 1, Balance: { Real: 1500.5, Bonus: 100 } },
  { ProjectId: 2, Balance: { Real: 250, Bonus: 0 } },
]

describe('the account’s balance', () => {
  it('ProjectBalances (C1 `Models/Account.cs`) is read first, then the deprecated Balance', () => {
    expect(wireAccount.parse({ ...person, Balance: 9, ProjectBalances: projects })).toMatchObject({
      balance: 1850.5,
      bonus: 100,
    })
    expect(wireAccount.parse({ ...person, Balance: '12.50' })).toMatchObject({ balance: 12.5, bonus: null })
  })

  it('no evidence in REAL-API.md for ProjectsBalance (a JSON model of the live answer spells it so): accepted both', () => {
    expect(wireAccount.parse({ ...person, ProjectsBalance: projects })).toMatchObject({ balance: 1850.5, bonus: 100 })
    expect(wireAccount.parse({ ...person, Balance: 9, ProjectsBalance: projects }).balance).toBe(1850.5)
    // Both spellings in one answer: the documented one (C1) is read.
    expect(wireAccount.parse({ ...person, ProjectBalances: projects, ProjectsBalance: [projects[1]] }).balance).toBe(
      1850.5,
    )
  })

  it('no evidence of the list’s shape under the other spelling: one project’s object is read, anything else is no balance known', () => {
    expect(wireAccount.parse({ ...person, ProjectsBalance: projects[0] })).toMatchObject({
      balance: 1600.5,
      bonus: 100,
    })
    expect(wireAccount.parse({ ...person, ProjectsBalance: 1850.5, Balance: 7 })).toMatchObject({
      id: 1001,
      balance: 7,
    })
    expect(wireAccount.parse({ ...person, ProjectsBalance: 'soon' })).toMatchObject({ id: 1001, balance: null })
  })
})

import { z } from 'zod'
import type { Account } from '../../../shared/models'
import { isRecord, looseNumber, optionalText, utcTime, wireId, withAliases } from './common'
import { optionalList } from './lists'

const projectBalance = z
  .object({ ProjectId: looseNumber, Balance: z.object({ Real: looseNumber, Bonus: looseNumber }).nullish() })
  .transform((p) => ({ real: p.Balance?.Real ?? 0, bonus: p.Balance?.Bonus ?? 0 }))

/**
 * The projects' balances: a list (C1 `Models/Account.cs`), or one project's object; anything else is no balance
 * known, never a reason to lose the whole account.
 */
const projectBalances = z.preprocess(
  (v) => (Array.isArray(v) ? v : isRecord(v) ? [v] : undefined),
  optionalList(projectBalance),
)

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100

/**
 * Extension: GET /account → {ID, FirstName, LastName, Email, ProjectBalances[{Balance{Real, Bonus}}], BalanceTillDateUtc,
 * Balance}. `ProjectsBalance` is the same list under another spelling (a JSON model of the live answer spells it so;
 * no public client reads either against the other): read when ProjectBalances is absent.
 */
export const wireAccount = withAliases(
  { Id: 'ID', id: 'ID', ProjectsBalance: 'ProjectBalances' },
  z.object({
    ID: wireId,
    FirstName: optionalText,
    LastName: optionalText,
    Email: optionalText,
    // Deprecated on the real service: ProjectBalances is read first.
    Balance: looseNumber,
    // UTC by its name (C1); a date without a time is that day.
    BalanceTillDateUtc: utcTime,
    ProjectBalances: projectBalances,
  }),
).transform((a): Account => ({
  id: a.ID,
  firstName: a.FirstName,
  lastName: a.LastName,
  email: a.Email,
  balance: a.ProjectBalances.length > 0 ? sum(a.ProjectBalances.map((p) => p.real + p.bonus)) : a.Balance,
  bonus: a.ProjectBalances.length > 0 ? sum(a.ProjectBalances.map((p) => p.bonus)) : null,
  fundsUntil: a.BalanceTillDateUtc,
}))

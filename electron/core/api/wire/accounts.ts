import { z } from 'zod'
import type { Account } from '../../../shared/models'
import { looseNumber, optionalText, wireId, withIdAlias } from './common'
import { optionalList } from './lists'

const projectBalance = z
  .object({ ProjectId: looseNumber, Balance: z.object({ Real: looseNumber, Bonus: looseNumber }).nullish() })
  .transform((p) => ({ real: p.Balance?.Real ?? 0, bonus: p.Balance?.Bonus ?? 0 }))

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100

/** Extension: GET /account → {ID, FirstName, LastName, Email, ProjectBalances[{Balance{Real, Bonus}}], BalanceTillDateUtc, Balance}. */
export const wireAccount = withIdAlias(
  z.object({
    ID: wireId,
    FirstName: optionalText,
    LastName: optionalText,
    Email: optionalText,
    // Deprecated on the real service: ProjectBalances is read first.
    Balance: looseNumber,
    BalanceTillDateUtc: optionalText,
    ProjectBalances: optionalList(projectBalance),
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

import { z } from 'zod'
import type { Account } from '../../../shared/models'
import { looseNumber, optionalText, wireId, withIdAlias } from './common'

/** Extension: GET /account → {ID, FirstName, LastName, Email, Balance, …}. */
export const wireAccount = withIdAlias(
  z.object({
    ID: wireId,
    FirstName: optionalText,
    LastName: optionalText,
    Email: optionalText,
    Balance: looseNumber,
  }),
).transform(
  (a): Account => ({ id: a.ID, firstName: a.FirstName, lastName: a.LastName, email: a.Email, balance: a.Balance }),
)

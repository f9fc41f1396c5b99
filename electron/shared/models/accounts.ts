/** Extension (GET /account): the status bar shows the balance. */
export interface Account {
  id: number
  firstName: string | null
  lastName: string | null
  email: string | null
  /** Real plus bonus money over the account's projects (ProjectBalances), else the deprecated Balance. */
  balance: number | null
  /** The bonus part of the balance, when the service splits it. */
  bonus: number | null
  /** The day the money runs out (BalanceTillDateUtc), ISO. */
  fundsUntil: string | null
}

/** Extension (GET /account): the status bar shows the balance. */
export interface Account {
  id: number
  firstName: string | null
  lastName: string | null
  email: string | null
  balance: number | null
}

/** An item of a list the service sent that Hostdeck could not read: skipped, counted and explained. */
export interface UnreadableItem {
  /** 1-based position in the service's list. */
  position: number
  /** The item's id when that much could be read. */
  id: string | null
  /** Which field was wrong and how, e.g. "CPU: expected a number". */
  reason: string
}

import { type EventName, type EventPayload, isEventName } from '../shared/contract'

type Listener = (payload: unknown) => void

/** Pushed events of the contract, typed on the way in; hosts forward them untyped to their transport. */
export class EventBus {
  private readonly listeners = new Map<string, Set<Listener>>()

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    for (const listener of this.listeners.get(event) ?? []) {
      try {
        listener(payload)
      } catch {
        // One broken subscriber (a closed window, a dropped stream) must not stop the others.
      }
    }
  }

  on(event: string, listener: Listener): () => void {
    if (!isEventName(event)) throw new Error(`Unknown event "${event}"`)
    const set = this.listeners.get(event) ?? new Set<Listener>()
    set.add(listener)
    this.listeners.set(event, set)
    return () => set.delete(listener)
  }

  clear(): void {
    this.listeners.clear()
  }
}

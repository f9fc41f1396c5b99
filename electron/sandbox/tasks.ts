import type { SandboxClock } from './types'

/**
 * Runs the steps of long operations one pace apart on the sandbox clock. Each step is scheduled only
 * when the previous one has run, so a manual clock advanced by N paces runs exactly N steps.
 */
export class TaskEngine {
  private readonly pending = new Set<unknown>()
  private closed = false

  constructor(
    private readonly clock: SandboxClock,
    readonly paceMs: number,
  ) {}

  /** Step i runs (i + 1) paces from now. A step must re-read state: the resource may be gone by then. */
  run(steps: Array<() => void>): void {
    const schedule = (index: number): void => {
      const step = steps[index]
      if (!step || this.closed) return
      const handle = this.clock.setTimeout(() => {
        this.pending.delete(handle)
        step()
        schedule(index + 1)
      }, this.paceMs)
      this.pending.add(handle)
    }
    schedule(0)
  }

  /** Runs fn once, the given number of paces from now. */
  after(paces: number, fn: () => void): void {
    this.run([...Array.from({ length: Math.max(0, paces - 1) }, () => () => undefined), fn])
  }

  /** Steps of a task record that goes New → InProgress (percent rising) → Completed 100. */
  progress(task: { State: string; ProgressPercent: number }, inProgressSteps: number, onCompleted: () => void): void {
    const steps: Array<() => void> = []
    for (let i = 1; i <= inProgressSteps; i++) {
      steps.push(() => {
        task.State = 'InProgress'
        task.ProgressPercent = Math.round((i / (inProgressSteps + 1)) * 100)
      })
    }
    steps.push(() => {
      task.State = 'Completed'
      task.ProgressPercent = 100
      onCompleted()
    })
    this.run(steps)
  }

  get pendingCount(): number {
    return this.pending.size
  }

  dispose(): void {
    this.closed = true
    for (const handle of this.pending) this.clock.clearTimeout(handle)
    this.pending.clear()
  }
}

import { describe, expect, it, vi } from 'vitest'
import type { AccountService } from '../accounts/account-service'
import type { TaskTracker } from '../tasks/types'
import { consoleLogger, systemClock } from '../ports'
import { createRereadPolicy } from '../session/reread-policy'
import { createResourceContext } from './resource-context'

function fakes(status: 'ready' | 'offline' = 'ready') {
  const session = {
    state: () => ({ status, accountId: 'a1', snapshot: null }),
    refresh: vi.fn(async () => undefined),
    noteFailure: vi.fn(),
  }
  const api = { withSignal: () => api }
  const accounts = {
    activeSession: async () => session,
    apiFor: async () => api,
    list: async () => [],
    guardOf: async () => ({ label: 'A1', guard: 'normal' }),
    rereads: createRereadPolicy({ clock: systemClock, log: consoleLogger }),
  } as unknown as AccountService
  return { session, ctx: createResourceContext(accounts, {} as TaskTracker) }
}

describe('resource context', () => {
  it('re-reads the sections at once after a write that may have been made, and still reports the failure', async () => {
    const { session, ctx } = fakes()
    const maybe = Object.assign(new Error('may have been made'), { uncertain: true })
    await expect(ctx.mutate(['sshKeys'], async () => Promise.reject(maybe))).rejects.toBe(maybe)
    expect(session.noteFailure).toHaveBeenCalledWith(maybe)
    expect(session.refresh).toHaveBeenCalledWith(['sshKeys'])
  })

  it('does not re-read after a write that certainly failed', async () => {
    const { session, ctx } = fakes()
    await expect(ctx.mutate(['sshKeys'], async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    expect(session.refresh).not.toHaveBeenCalled()
  })

  it('refuses changes while offline without sending anything', async () => {
    const { ctx } = fakes('offline')
    const change = vi.fn()
    await expect(ctx.mutate(['sshKeys'], change)).rejects.toMatchObject({ kind: 'offline' })
    expect(change).not.toHaveBeenCalled()
  })
})

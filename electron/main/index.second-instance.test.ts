import { describe, expect, it, vi } from 'vitest'

// The main process as a second Hostdeck sees it: the single-instance lock is held by the first.
const fake = vi.hoisted(() => {
  const calls = { exit: [] as number[], whenReady: 0 }
  const module = {
    app: {
      isPackaged: true,
      getName: () => 'Hostdeck',
      getVersion: () => '0.0.0-test',
      getPath: () => '/nonexistent',
      requestSingleInstanceLock: () => false,
      exit: (code: number) => void calls.exit.push(code),
      quit: () => {},
      on: () => {},
      whenReady: () => {
        calls.whenReady++
        return new Promise(() => {})
      },
    },
    protocol: { registerSchemesAsPrivileged: () => {}, handle: () => {} },
    shell: { openExternal: () => {} },
  }
  return { calls, module }
})

vi.mock('electron', () => ({ ...fake.module, default: fake.module }))

describe('a second Hostdeck', () => {
  it('exits at once and starts nothing (no whenReady, no backend, no window)', async () => {
    await import('./index')
    expect(fake.calls.exit).toEqual([0])
    expect(fake.calls.whenReady).toBe(0)
  })
})

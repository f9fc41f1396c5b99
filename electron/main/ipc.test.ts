import { describe, expect, it, vi } from 'vitest'
import type { Backend } from '../core/backend'
import { channelNames } from '../shared/contract'
import { forwardEvents, registerContractIpc } from './ipc'

function fakeIpcMain() {
  const handlers = new Map<string, (event: unknown, input: unknown, meta?: unknown) => Promise<unknown>>()
  return {
    handlers,
    handle: vi.fn(
      (name: string, handler: (event: unknown, input: unknown, meta?: unknown) => Promise<unknown>) =>
        void handlers.set(name, handler),
    ),
    removeHandler: vi.fn((name: string) => void handlers.delete(name)),
  }
}

function fakeBackend(): Backend & { invoke: ReturnType<typeof vi.fn> } {
  return {
    invoke: vi.fn(async () => ({ ok: true as const, value: 'answered' as unknown })),
    on: vi.fn(() => () => {}),
    dispose: vi.fn(async () => {}),
  }
}

describe('registerContractIpc', () => {
  it('registers exactly the contract channels and removes them on dispose', () => {
    const ipcMain = fakeIpcMain()
    const dispose = registerContractIpc(ipcMain as never, fakeBackend(), 'app://hostdeck')
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...channelNames].sort())
    dispose()
    expect(ipcMain.handlers.size).toBe(0)
  })

  it('passes calls from the app frame to the backend', async () => {
    const ipcMain = fakeIpcMain()
    const backend = fakeBackend()
    registerContractIpc(ipcMain as never, backend, 'app://hostdeck')
    const result = await ipcMain.handlers.get('app:info')!(
      { senderFrame: { url: 'app://hostdeck/index.html' } },
      undefined,
    )
    expect(result).toEqual({ ok: true, value: 'answered' })
    expect(backend.invoke).toHaveBeenCalledWith('app:info', undefined, undefined)
    // What travels beside the input (a request id, the account expected) reaches the backend, which validates it.
    const meta = { requestId: 'req-12345678', expectAccount: 'demo' }
    await ipcMain.handlers.get('app:info')!({ senderFrame: { url: 'app://hostdeck/index.html' } }, undefined, meta)
    expect(backend.invoke).toHaveBeenLastCalledWith('app:info', undefined, meta)
  })

  it.each([
    ['a foreign frame', { senderFrame: { url: 'https://evil.example/' } }],
    ['a file:// frame', { senderFrame: { url: 'file:///tmp/x.html' } }],
    ['a destroyed frame', { senderFrame: null }],
  ])('refuses %s before the backend sees anything', async (_, event) => {
    const ipcMain = fakeIpcMain()
    const backend = fakeBackend()
    registerContractIpc(ipcMain as never, backend, 'app://hostdeck')
    const result = await ipcMain.handlers.get('accounts:list')!(event, undefined)
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    expect(backend.invoke).not.toHaveBeenCalled()
  })
})

describe('forwardEvents', () => {
  it('subscribes to every contract event and stops on dispose', () => {
    const stops: Array<ReturnType<typeof vi.fn>> = []
    const backend = fakeBackend()
    backend.on = vi.fn(() => {
      const stop = vi.fn()
      stops.push(stop)
      return stop
    })
    const send = vi.fn()
    const dispose = forwardEvents(backend, send)
    expect(backend.on).toHaveBeenCalledWith('accounts:changed', expect.any(Function))
    const calls = (backend.on as ReturnType<typeof vi.fn>).mock.calls as unknown as Array<
      [string, (p: unknown) => void]
    >
    const listener = calls.find(([name]) => name === 'accounts:changed')![1]
    listener(['x'])
    expect(send).toHaveBeenCalledWith('accounts:changed', ['x'])
    dispose()
    expect(stops.every((stop) => stop.mock.calls.length === 1)).toBe(true)
  })
})

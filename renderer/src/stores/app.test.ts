import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bridge, freshStores } from './test-kit'

vi.mock('../api/client', () => import('./test-kit').then((kit) => kit.pendingClient))

const { useAppStore } = await import('./app')

describe("the update notice's Download and restart", () => {
  beforeEach(freshStores)

  it('asks the desktop app to install, and stays busy until it restarts', async () => {
    const app = useAppStore()
    const installed = app.installUpdate()
    expect(bridge.calls.map((c) => c.channel)).toEqual(['app:installUpdate'])
    expect(app.installing).toBe(true)
    bridge.calls[0]!.answer(null)
    await installed
    expect(app.installing).toBe(true)
  })

  it('is offered again when the download fails, the failure passed on to be shown', async () => {
    const app = useAppStore()
    const installed = app.installUpdate()
    bridge.calls[0]!.fail(new Error('The update could not be fetched (sha512 checksum mismatch).'))
    await expect(installed).rejects.toThrow('sha512 checksum mismatch')
    expect(app.installing).toBe(false)
  })
})

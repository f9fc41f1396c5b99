import { describe, expect, it, vi } from 'vitest'
import { createSteppingClock } from '../tasks/tracker-kit'
import { createProbeGuard, insideZones, ProbeRefused, type ProbeScope } from './probe-guard'

const scope: ProbeScope = { zones: ['example.com', 'пример.рф'], targets: new Set(['127.0.0.1:5300', '[::1]:53']) }

function setUp(options: { enabled?: boolean; offline?: boolean } = {}) {
  const stepping = createSteppingClock()
  const lines: string[] = []
  const log = {
    info: (m: string) => lines.push(m),
    warn: (m: string) => lines.push(m),
    error: (m: string) => lines.push(m),
  }
  const guard = createProbeGuard({
    clock: stepping.clock,
    log,
    enabled: async () => options.enabled ?? true,
    offline: () => options.offline ?? false,
  })
  return { guard, lines, stepping }
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.catch((e: unknown) => e)
  return error instanceof ProbeRefused ? error.reason : `no refusal: ${String(error)}`
}

describe('what may be probed', () => {
  it('takes names inside the account’s zones only, in any spelling', () => {
    expect(insideZones('www.example.com.', scope.zones)).toBe(true)
    expect(insideZones('EXAMPLE.com', scope.zones)).toBe(true)
    expect(insideZones('почта.xn--e1afmkfd.xn--p1ai', scope.zones)).toBe(true)
    expect(insideZones('notexample.com', scope.zones)).toBe(false)
    expect(insideZones('example.com.evil.test', scope.zones)).toBe(false)
  })

  it('never probes a name typed into a free-text field (outside the zones), sending nothing', async () => {
    const { guard, lines } = setUp()
    const run = vi.fn(async () => 'answer')
    expect(await refusal(guard.probe(scope, '127.0.0.1:5300', 'intranet.corp.test', run))).toBe('notOwn')
    expect(await refusal(guard.probe(scope, '127.0.0.1:5300', '10.0.0.1', run))).toBe('notOwn')
    expect(run).not.toHaveBeenCalled()
    expect(lines.join('\n')).toContain('refused a probe of intranet.corp.test')
  })

  it('never probes an address that is neither a resolver of the settings nor a name server of the zones', async () => {
    const { guard } = setUp()
    const run = vi.fn(async () => 'answer')
    expect(await refusal(guard.probe(scope, '192.0.2.1:53', 'www.example.com', run))).toBe('notOwn')
    expect(run).not.toHaveBeenCalled()
  })

  it('sends nothing while probing is off or the account is offline', async () => {
    const run = vi.fn(async () => 'answer')
    expect(await refusal(setUp({ enabled: false }).guard.probe(scope, '127.0.0.1:5300', 'example.com', run))).toBe(
      'off',
    )
    expect(await refusal(setUp({ offline: true }).guard.probe(scope, '127.0.0.1:5300', 'example.com', run))).toBe(
      'offline',
    )
    expect(run).not.toHaveBeenCalled()
  })

  it('logs every probe with its name and target', async () => {
    const { guard, lines } = setUp()
    await guard.probe(scope, '[::1]:53', 'www.example.com', async () => 'answer')
    expect(lines).toEqual([expect.stringMatching(/^live: probed www\.example\.com at \[::1\]:53 \(\d+ ms\)$/)])
  })
})

describe('the pace per target', () => {
  it('lets at most five probes a second reach one target, and other targets go on meanwhile', async () => {
    const { guard, stepping } = setUp()
    const sentAt: Record<string, number[]> = {}
    const probe = (target: string) =>
      guard.probe(scope, target, 'example.com', async () => void (sentAt[target] ??= []).push(stepping.elapsed()))
    const all = Promise.all([...Array.from({ length: 10 }, () => probe('127.0.0.1:5300')), probe('[::1]:53')])
    const settle = () => new Promise<void>((resolve) => setImmediate(resolve))
    // Every probe takes its turn before the clock moves.
    await settle()
    await stepping.advance(3000, settle)
    await all
    expect(sentAt['127.0.0.1:5300']).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800])
    expect(sentAt['[::1]:53']).toEqual([0])
  })
})

import { describe, expect, it } from 'vitest'
import { DEFAULT_LIVE_SETTINGS } from '../../shared/models/live'
import { resolversOf, systemResolversFrom } from './live-round'

describe('the resolvers a round asks', () => {
  it('are the settings’ when there are any, else the system’s, each once as host:port', () => {
    const system = () => ['192.0.2.53', '[2001:db8::53]:53']
    expect(resolversOf({ ...DEFAULT_LIVE_SETTINGS, resolvers: ['127.0.0.1:5353', '127.0.0.1:5353'] }, system)).toEqual([
      '127.0.0.1:5353',
    ])
    expect(resolversOf(DEFAULT_LIVE_SETTINGS, system)).toEqual(['192.0.2.53:53', '[2001:db8::53]:53'])
  })

  it('leave out what is no address', () => {
    expect(resolversOf(DEFAULT_LIVE_SETTINGS, () => ['resolver.example', '::1'])).toEqual(['[::1]:53'])
  })
})

describe('the system’s resolvers', () => {
  it('are HOSTDECK_LIVE_RESOLVERS when it is set (the tests’ loopback one)', () => {
    expect(systemResolversFrom({ HOSTDECK_LIVE_RESOLVERS: '127.0.0.1:1, [::1]:1' })()).toEqual([
      '127.0.0.1:1',
      '[::1]:1',
    ])
  })

  it('are what this process is set to use, so every test run asks loopback only', () => {
    const asked = systemResolversFrom()()
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.every((r) => r.startsWith('127.') || r.startsWith('[::1]'))).toBe(true)
  })
})

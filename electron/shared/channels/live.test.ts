import { describe, expect, it } from 'vitest'
import { liveChannels, liveSettingsPatchSchema } from './live'

describe('the live checks’ inputs', () => {
  it('take resolvers as addresses only, a few at most', () => {
    expect(liveSettingsPatchSchema.safeParse({ resolvers: ['127.0.0.1:5353', '[::1]:53'] }).success).toBe(true)
    expect(liveSettingsPatchSchema.safeParse({ resolvers: ['intranet.corp.test'] }).success).toBe(false)
    expect(liveSettingsPatchSchema.safeParse({ resolvers: Array(9).fill('1.1.1.1') }).success).toBe(false)
    expect(liveSettingsPatchSchema.safeParse({ nameServerPort: 0 }).success).toBe(false)
    expect(liveSettingsPatchSchema.safeParse({ somethingElse: true }).success).toBe(false)
  })

  it('take a server and port numbers for reachability, never an address or a name', () => {
    const reach = liveChannels['live:reach'].input
    expect(reach.safeParse({ serverId: 5, ports: [8080] }).success).toBe(true)
    expect(reach.safeParse({ serverId: 5, ports: ['8080'] }).success).toBe(false)
    expect(reach.safeParse({ serverId: 5, ports: [70000] }).success).toBe(false)
    expect(reach.safeParse({ serverId: 5, host: 'example.com' }).success).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { wireServerList } from './servers'

const answer = (fields: Record<string, unknown>) => ({
  ID: 1,
  Name: 'web',
  State: 'Active',
  IsPowerOn: true,
  IP: '203.0.113.17',
  PrimaryNetworkIp: '203.0.113.17',
  AdminUserName: 'root',
  LinkedNetworks: [],
  ...fields,
})

describe('servers on the wire', () => {
  it('reads an IP that is not an address, or a login that is not a login, as unknown and says so; the list stays', async () => {
    const list = await wireServerList.parseAsync([
      answer({ ID: 1, IP: '203.0.113.5\n  ProxyCommand touch /tmp/x', PrimaryNetworkIp: '' }),
      answer({ ID: 2, AdminUserName: "root ansible_ssh_common_args='-o ProxyCommand=x'" }),
      answer({
        ID: 3,
        IP: '',
        PrimaryNetworkIp: "{{ lookup('pipe', 'id') }}",
        LinkedNetworks: [
          { LinkID: 5, NetworkID: 274, LinkState: 'Active', NetworkType: 'PublicShared', IP: '1.2.3.4 x' },
        ],
      }),
      answer({ ID: 4, IP: '2001:db8::4', AdminUserName: 'Administrator' }),
      answer({ ID: 5, IP: '', PrimaryNetworkIp: null, AdminUserName: null }),
    ])
    expect(list.skipped).toEqual([])
    expect(list.map((s) => [s.id, s.ip, s.adminUserName, s.refused])).toEqual([
      [1, null, 'root', ['ip']],
      [2, '203.0.113.17', null, ['adminUserName']],
      [3, null, 'root', ['ip', 'linkIp']],
      [4, '2001:db8::4', 'Administrator', undefined],
      [5, null, null, undefined],
    ])
    expect(list[2]!.linkedNetworks[0]).toMatchObject({ id: 5, ip: null })
    expect(list[2]!.linkedNetworks[0]).not.toHaveProperty('ipRefused')
  })
})

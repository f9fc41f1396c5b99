import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import type { Server } from '@shared/models/servers'
import { aServer } from '@shared/models/test-kit'
import { ansibleIni, ansibleYaml, hostAlias, serversCsv, sshConfig } from '@shared/exports/servers'

const server = (fields: Partial<Server>): Server =>
  aServer({
    id: 1,
    name: 'web-1',
    cpu: 2,
    ram: 2048,
    hdd: 40,
    ip: '203.0.113.10',
    adminUserName: 'root',
    adminPassword: 'S3cret-pass!',
    image: 'Ubuntu 22.04',
    imageFamily: 'Ubuntu',
    ...fields,
  })
const rows = [
  server({}),
  server({
    id: 2,
    name: 'db main',
    ip: '203.0.113.11',
    adminUserName: null,
    imageFamily: 'Debian',
    dcLocation: 'DsMsk',
  }),
  server({ id: 3, name: 'web-1', ip: null, linkedNetworks: [] }),
]

describe('server exports', () => {
  it('OpenSSH config: Host = name (one token, unique), HostName = public IP, User when known', () => {
    expect(sshConfig(rows)).toBe(
      'Host web-1\n    HostName "203.0.113.10"\n    User "root"\n\nHost db-main\n    HostName "203.0.113.11"\n\n# web-1-2: no public IP address known\n',
    )
    expect(hostAlias('  ')).toBe('server')
  })

  it('Ansible INI and YAML, grouped by location and image family', () => {
    const ini = ansibleIni(rows)
    expect(ini).toContain(
      '[hostdeck]\nweb-1 ansible_host=203.0.113.10 ansible_user=root\ndb-main ansible_host=203.0.113.11\nweb-1-2 ansible_user=root',
    )
    expect(ini).toContain('[location_sdnspb]\nweb-1\nweb-1-2')
    expect(ini).toContain('[family_debian]\ndb-main')
    const yaml = parse(ansibleYaml(rows))
    expect(yaml.all.hosts['db-main']).toEqual({ ansible_host: '203.0.113.11' })
    expect(Object.keys(yaml.all.children.family_ubuntu.hosts)).toEqual(['web-1', 'web-1-2'])
    expect(Object.keys(yaml.all.children.location_dsmsk.hosts)).toEqual(['db-main'])
  })

  it('Ansible groups by tag: env=prod is env_prod, Russian in Latin letters, nothing from a tag taken as written', () => {
    const tags = new Map<number, string[]>([
      [1, ['env=prod', 'client', 'роль=веб']],
      [2, ['env=prod', '9lives', 'a]b=[x]\nrm']],
    ])
    const ini = ansibleIni(rows, (s) => tags.get(s.id) ?? [])
    expect(ini).toContain('[env_prod]\nweb-1\ndb-main')
    expect(ini).toContain('[client]\nweb-1')
    expect(ini).toContain('[rol_veb]\nweb-1')
    expect(ini).toContain('[tag_9lives]\ndb-main')
    expect(ini).toContain('[a_b_x_rm]\ndb-main')
    const yaml = parse(ansibleYaml(rows, (s) => tags.get(s.id) ?? []))
    expect(Object.keys(yaml.all.children.env_prod.hosts)).toEqual(['web-1', 'db-main'])
  })

  it('CSV with a header, quoting where needed, and never a password', () => {
    const csv = serversCsv(rows, (l) => (l === 'SdnSpb' ? 'St. Petersburg, SDN' : (l ?? '')))
    const lines = csv.trim().split('\n')
    expect(lines[0]).toBe(
      'id,name,state,powerOn,publicIp,location,image,imageFamily,cpu,ramMb,hddGb,hddType,adminUser,created',
    )
    expect(lines[1]).toBe(
      '1,web-1,Active,true,203.0.113.10,"St. Petersburg, SDN",Ubuntu 22.04,Ubuntu,2,2048,40,SSD,root,',
    )
    for (const text of [csv, sshConfig(rows), ansibleIni(rows), ansibleYaml(rows)]) expect(text).not.toContain('S3cret')
  })
})

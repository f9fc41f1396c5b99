// The servers' and the journal's exports, fed by a hostile API, read back by the tools that would run them:
// OpenSSH (`ssh -G`, openssh-client, installed by .ci/run), a YAML parser and a CSV parser.
/* eslint-disable no-restricted-imports -- a test, not the renderer: ssh reads the exported file as a user's would */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
/* eslint-enable no-restricted-imports */
import { parse as parseCsv } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import type { JournalEntry } from '@shared/channels/journal'
import type { Server } from '@shared/models/servers'
import { aServer } from '@shared/models/test-kit'
import { journalCsv } from '../journal/journal-view'
import { ansibleIni, ansibleYaml, exportNotices, LEFT_OUT, serversCsv, sshConfig } from '@shared/exports/servers'

// A hostile API: every value that lands in an exported file tries to become a directive there.
const INJECTED_IP = '203.0.113.5\n  ProxyCommand touch /tmp/hostdeck-pwned'
const server = (id: number, fields: Partial<Server>): Server =>
  aServer({
    id,
    name: `web-${id}`,
    ip: `203.0.113.${id}`,
    adminUserName: 'root',
    image: 'Ubuntu 22.04',
    imageFamily: 'Ubuntu',
    ...fields,
  })
const hostile: Server[] = [
  server(1, { ip: INJECTED_IP }),
  server(2, {
    name: "{{ lookup('pipe', 'touch /tmp/hostdeck-pwned') }}",
    adminUserName: "root ansible_ssh_common_args='-o ProxyCommand=x'",
  }),
  server(3, { name: "=cmd|' /C calc'!A0", imageFamily: '{% raw %}{# x #}', adminUserName: '{{ x }}' }),
  server(4, {
    name: '=HYPERLINK("http://evil.example/","click")',
    dcLocation: '\n[all:vars]\nansible_ssh_common_args=-oProxyCommand=x',
  }),
  server(5, { ip: '203.0.113.6 -oProxyCommand=x', adminUserName: 'root\n    ProxyCommand touch /tmp/hostdeck-pwned' }),
  server(6, {
    ip: null,
    linkedNetworks: [
      {
        id: 1,
        networkId: 274,
        isSharedPublic: true,
        linkState: 'Active',
        networkType: 'PublicShared',
        networkName: null,
        ip: '198.51.100.1"\nProxyCommand x',
        mac: null,
        mask: null,
        gateway: null,
        bandwidth: null,
      },
    ],
  }),
  server(7, { name: '+SUM(1,2)', ip: '2001:db8::7' }),
]
const JINJA = /\{\{|\{%|\{#/
const FORMULA = /^[=+\-@\t\r]/

function hostsOf(config: string): string[] {
  return [...config.matchAll(/^Host (\S+)$/gm)].map((m) => m[1]!)
}

describe('exports of a hostile API', () => {
  it('ssh_config: `ssh -G` reads no ProxyCommand and only the addresses and logins that are of their shape', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hostdeck-ssh-'))
    const file = join(dir, 'config')
    const config = sshConfig(hostile)
    writeFileSync(file, config)
    const hosts = hostsOf(config)
    expect(hosts).toHaveLength(4)
    for (const host of hosts) {
      const options = execFileSync('ssh', ['-G', '-F', file, host], { encoding: 'utf8' })
      expect(options).not.toMatch(/^proxycommand /m)
      expect(options).toMatch(/^hostname (203\.0\.113\.\d+|2001:db8::7)$/m)
      expect(options).toMatch(/^user root$/m)
    }
    expect(config).toContain(LEFT_OUT)
    expect(config).not.toMatch(/^\s*ProxyCommand/im)
  })

  it('Ansible INI and YAML: no Jinja delimiter, no extra section or variable; YAML parses to plain hosts', () => {
    const ini = ansibleIni(hostile)
    expect(ini).not.toMatch(JINJA)
    expect(ini).not.toMatch(/ansible_ssh_common_args=|^\[all:vars\]/m)
    for (const line of ini.split('\n').filter((l) => l && !l.startsWith('[')))
      expect(line).toMatch(/^[A-Za-z0-9._-]+( [a-z_]+=[^\s{}%#]+)*$/)
    const yamlText = ansibleYaml(hostile)
    expect(yamlText).not.toMatch(JINJA)
    const yaml = parseYaml(yamlText) as { all: { hosts: Record<string, Record<string, string>> } }
    const vars = Object.values(yaml.all.hosts).flatMap((v) => Object.keys(v ?? {}))
    expect(new Set(vars)).toEqual(new Set(['ansible_host', 'ansible_user', 'hostdeck_left_out']))
    for (const [name, v] of Object.entries(yaml.all.hosts)) {
      expect(name).toMatch(/^[A-Za-z0-9._-]+$/)
      if (v?.ansible_host) expect(v.ansible_host).toMatch(/^(203\.0\.113\.\d+|2001:db8::7)$/)
    }
  })

  it('CSV (servers, journal): a real parser reads no cell that starts like a formula', () => {
    const cells = (csv: string) => (parseCsv(csv) as string[][]).flat()
    const servers = cells(serversCsv(hostile))
    expect(servers).toContain(`'=cmd|' /C calc'!A0`)
    expect(servers).toContain(`'=HYPERLINK("http://evil.example/","click")`)
    expect(servers.filter((cell) => FORMULA.test(cell))).toEqual([])
    const entry = (summary: string): JournalEntry => ({
      id: summary,
      at: Date.parse('2026-11-20T10:00:00Z'),
      accountId: 'acc1',
      accountLabel: '@SUM(1+1)',
      operation: 'servers:rename',
      summary,
      resource: { kind: 'server', id: 1, parentId: null, name: '-2+3' },
      params: {},
      outcome: 'ok',
      result: '\t=1+1',
      tasks: [],
      before: null,
      after: null,
      revertOf: null,
      batchId: null,
    })
    const journal = cells(journalCsv([entry("=cmd|' /C calc'!A0"), entry('=HYPERLINK("http://evil.example/")')]))
    expect(journal.filter((cell) => FORMULA.test(cell))).toEqual([])
  })

  it('names each value it left out', () => {
    expect(exportNotices(hostile)).toEqual([
      { server: 'web-1', field: 'ip' },
      { server: 'lookup-pipe-touch-tmp-hostdeck-pwned', field: 'adminUserName' },
      { server: 'cmd-C-calc-A0', field: 'adminUserName' },
      { server: 'web-5', field: 'ip' },
      { server: 'web-5', field: 'adminUserName' },
      { server: 'web-6', field: 'ip' },
    ])
    expect(exportNotices([server(8, { refused: ['ip'] })])).toEqual([{ server: 'web-8', field: 'ip' }])
    // Refused by the wire (read as null): the file still shows where the value was left out.
    const refused = server(9, { ip: null, adminUserName: null, refused: ['ip', 'adminUserName'] })
    expect(sshConfig([refused])).toBe(`# web-9: HostName ${LEFT_OUT} (the service's address is not an IP address)\n`)
    expect(sshConfig([{ ...refused, ip: '203.0.113.9', refused: ['adminUserName'] }])).toContain(`# User ${LEFT_OUT}`)
  })
})

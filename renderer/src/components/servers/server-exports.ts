import { stringify as csvStringify } from 'csv-stringify/browser/esm/sync'
import { stringify as yamlStringify } from 'yaml'
import type { Server } from '@shared/models'

/**
 * The servers list as files other tools read: OpenSSH `config` entries, an Ansible inventory (INI or YAML,
 * grouped by location and image family) and CSV. Pure; never a password (the admin login only).
 */

/** A name as one token (SSH Host, Ansible host): blanks and characters those files treat specially replaced. */
export function hostAlias(name: string): string {
  const alias = name
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return alias === '' ? 'server' : alias
}

/** An Ansible group name: letters, digits and underscores, not starting with a digit. */
export function groupName(prefix: string, value: string): string {
  return `${prefix}_${
    value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'unknown'
  }`
}

/** Aliases made unique: a second "web" becomes "web-2". */
function aliases(servers: readonly Server[]): Map<Server, string> {
  const seen = new Map<string, number>()
  const out = new Map<Server, string>()
  for (const s of servers) {
    const base = hostAlias(s.name)
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    out.set(s, n === 1 ? base : `${base}-${n}`)
  }
  return out
}

/** The public address: the server's IP, else one on a public network. */
export function publicIp(server: Server): string | null {
  return server.ip ?? server.linkedNetworks.find((l) => l.isSharedPublic && l.ip)?.ip ?? null
}

export function sshConfig(servers: readonly Server[]): string {
  const names = aliases(servers)
  const blocks = servers.map((s) => {
    const ip = publicIp(s)
    if (!ip) return `# ${names.get(s)}: no public IP address known`
    const lines = [`Host ${names.get(s)}`, `    HostName ${ip}`]
    if (s.adminUserName) lines.push(`    User ${hostAlias(s.adminUserName)}`)
    return lines.join('\n')
  })
  return `${blocks.join('\n\n')}\n`
}

function hostVars(s: Server): Record<string, string> {
  const ip = publicIp(s)
  return { ...(ip && { ansible_host: ip }), ...(s.adminUserName && { ansible_user: s.adminUserName }) }
}

function groupsOf(servers: readonly Server[], names: Map<Server, string>): Map<string, string[]> {
  const groups = new Map<string, string[]>()
  const add = (group: string, host: string) => groups.set(group, [...(groups.get(group) ?? []), host])
  for (const s of servers) {
    add(groupName('location', s.dcLocation ?? 'unknown'), names.get(s)!)
    add(groupName('family', s.imageFamily ?? s.image ?? 'unknown'), names.get(s)!)
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)))
}

export function ansibleIni(servers: readonly Server[]): string {
  const names = aliases(servers)
  const hostLines = servers.map((s) =>
    [names.get(s), ...Object.entries(hostVars(s)).map(([k, v]) => `${k}=${v}`)].join(' '),
  )
  const sections = [['[hostdeck]', ...hostLines].join('\n')]
  for (const [group, hosts] of groupsOf(servers, names)) sections.push([`[${group}]`, ...hosts].join('\n'))
  return `${sections.join('\n\n')}\n`
}

export function ansibleYaml(servers: readonly Server[]): string {
  const names = aliases(servers)
  const hosts = Object.fromEntries(servers.map((s) => [names.get(s)!, hostVars(s)]))
  const children = Object.fromEntries(
    [...groupsOf(servers, names)].map(([group, members]) => [
      group,
      { hosts: Object.fromEntries(members.map((m) => [m, null])) },
    ]),
  )
  return yamlStringify({ all: { hosts, children } })
}

export function serversCsv(
  servers: readonly Server[],
  locationName: (techTitle: string | null) => string = (l) => l ?? '',
): string {
  const header = [
    'id',
    'name',
    'state',
    'powerOn',
    'publicIp',
    'location',
    'image',
    'imageFamily',
    'cpu',
    'ramMb',
    'hddGb',
    'hddType',
    'adminUser',
    'created',
  ]
  const rows = servers.map((s) => [
    s.id,
    s.name,
    s.state,
    String(s.isPowerOn),
    publicIp(s) ?? '',
    locationName(s.dcLocation),
    s.image ?? '',
    s.imageFamily ?? '',
    s.cpu ?? '',
    s.ram ?? '',
    s.hdd ?? '',
    s.hddType ?? '',
    s.adminUserName ?? '',
    s.dateCreate ?? '',
  ])
  return csvStringify([header, ...rows])
}

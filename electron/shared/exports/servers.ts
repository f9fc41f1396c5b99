import { latinise } from '../palette/match'
import { stringify as csvStringify } from 'csv-stringify/browser/esm/sync'
import { stringify as yamlStringify } from 'yaml'
import { isIpAddress } from '../models'
import { isLoginName, type Server, type ServerRefusedField } from '../models/servers'

/**
 * The servers list as files other tools read: OpenSSH `config` entries, an Ansible inventory (INI or YAML,
 * grouped by location and image family) and CSV. Pure; never a password (the admin login only).
 *
 * These files run things (ssh runs a ProxyCommand, Ansible renders Jinja, a spreadsheet evaluates formulas), so
 * nothing from the API is copied in as written: names become tokens of `[A-Za-z0-9._-]`, an address is written
 * only when it is an IP address and a login only when it is a login (else a visible placeholder, and the value
 * is named by `exportNotices`), and CSV cells that start like a formula are prefixed with `'` (OWASP).
 */

/** What a left-out value is written as where a file shows it. */
export const LEFT_OUT = 'left-out-not-valid'

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

/**
 * The Ansible group of a tag: `env=prod` is `env_prod`, a bare `client` is `client`, Russian letters in Latin ones
 * (`роль=веб` is `rol_veb`); a name that would start with a digit or hold nothing is led by `tag_`.
 */
export function tagGroup(tag: string): string {
  const name = latinise(tag)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  return /^[a-z]/.test(name) ? name : `tag_${name || 'unknown'}`
}

/** A server's tags (none by default): the inventory groups its hosts by them too. */
export type ServerTags = (server: Server) => readonly string[]
const untagged: ServerTags = () => []

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

/** The public address as the service said it: the server's IP, else one on a public network. */
function statedIp(server: Server): string | null {
  return server.ip ?? server.linkedNetworks.find((l) => l.isSharedPublic && l.ip)?.ip ?? null
}

/** The public address when it is an IP address; null when none is known or it is not one. */
export function publicIp(server: Server): string | null {
  const ip = statedIp(server)
  return ip !== null && isIpAddress(ip) ? ip : null
}

/** The admin login when it is a login; null when none is known or it is not one. */
export function loginOf(server: Server): string | null {
  return server.adminUserName !== null && isLoginName(server.adminUserName) ? server.adminUserName : null
}

/** A server's value left out of the exports: the API sent something that is not what the field holds. */
export interface ExportNotice {
  server: string
  field: 'ip' | 'adminUserName'
}

/** Which values the exports leave out, server by server (refused by the wire, or not of their shape here). */
export function exportNotices(servers: readonly Server[]): ExportNotice[] {
  const names = aliases(servers)
  return servers.flatMap((s) => {
    const refused = new Set<ServerRefusedField>(s.refused ?? [])
    const ipBad = refused.has('ip') || refused.has('linkIp') || (statedIp(s) !== null && publicIp(s) === null)
    const loginBad = refused.has('adminUserName') || (s.adminUserName !== null && loginOf(s) === null)
    const notices: ExportNotice[] = []
    if (ipBad) notices.push({ server: names.get(s)!, field: 'ip' })
    if (loginBad) notices.push({ server: names.get(s)!, field: 'adminUserName' })
    return notices
  })
}

/** Whether a file shows a placeholder for the field: its value (as sent, or refused by the wire) was not of its shape. */
function leftOut(s: Server, field: ExportNotice['field']): boolean {
  const refused = s.refused ?? []
  if (field === 'ip')
    return publicIp(s) === null && (statedIp(s) !== null || refused.includes('ip') || refused.includes('linkIp'))
  return loginOf(s) === null && (s.adminUserName !== null || refused.includes('adminUserName'))
}

/** OpenSSH entries; every value a token or quoted, so no line break or blank can add a directive. */
export function sshConfig(servers: readonly Server[]): string {
  const names = aliases(servers)
  const blocks = servers.map((s) => {
    const ip = publicIp(s)
    const login = loginOf(s)
    const alias = names.get(s)!
    if (!ip)
      return leftOut(s, 'ip')
        ? `# ${alias}: HostName ${LEFT_OUT} (the service's address is not an IP address)`
        : `# ${alias}: no public IP address known`
    const lines = [`Host ${alias}`, `    HostName "${ip}"`]
    if (login) lines.push(`    User "${login}"`)
    else if (leftOut(s, 'adminUserName')) lines.push(`    # User ${LEFT_OUT} (the service's login is not a login)`)
    return lines.join('\n')
  })
  return `${blocks.join('\n\n')}\n`
}

/** The host's variables: an address and a login only of their shapes (neither can hold `{{`), else a placeholder. */
function hostVars(s: Server): Record<string, string> {
  const ip = publicIp(s)
  const login = loginOf(s)
  const notes = (['ip', 'adminUserName'] as const).filter((field) => leftOut(s, field))
  return {
    ...(ip && { ansible_host: ip }),
    ...(login && { ansible_user: login }),
    ...(notes.length > 0 && { hostdeck_left_out: notes.join('_and_') }),
  }
}

function groupsOf(servers: readonly Server[], names: Map<Server, string>, tags: ServerTags): Map<string, string[]> {
  const groups = new Map<string, string[]>()
  const add = (group: string, host: string) => groups.set(group, [...(groups.get(group) ?? []), host])
  for (const s of servers) {
    add(groupName('location', s.dcLocation ?? 'unknown'), names.get(s)!)
    add(groupName('family', s.imageFamily ?? s.image ?? 'unknown'), names.get(s)!)
    for (const group of new Set(tags(s).map(tagGroup))) add(group, names.get(s) ?? 'server')
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)))
}

export function ansibleIni(servers: readonly Server[], tags: ServerTags = untagged): string {
  const names = aliases(servers)
  const hostLines = servers.map((s) =>
    [names.get(s), ...Object.entries(hostVars(s)).map(([k, v]) => `${k}=${v}`)].join(' '),
  )
  const sections = [['[hostdeck]', ...hostLines].join('\n')]
  for (const [group, hosts] of groupsOf(servers, names, tags)) sections.push([`[${group}]`, ...hosts].join('\n'))
  return `${sections.join('\n\n')}\n`
}

export function ansibleYaml(servers: readonly Server[], tags: ServerTags = untagged): string {
  const names = aliases(servers)
  const hosts = Object.fromEntries(servers.map((s) => [names.get(s)!, hostVars(s)]))
  const children = Object.fromEntries(
    [...groupsOf(servers, names, tags)].map(([group, members]) => [
      group,
      { hosts: Object.fromEntries(members.map((m) => [m, null])) },
    ]),
  )
  return yamlStringify({ all: { hosts, children } }, { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' })
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
    publicIp(s) ?? (leftOut(s, 'ip') ? LEFT_OUT : ''),
    locationName(s.dcLocation),
    s.image ?? '',
    s.imageFamily ?? '',
    s.cpu ?? '',
    s.ram ?? '',
    s.hdd ?? '',
    s.hddType ?? '',
    loginOf(s) ?? (leftOut(s, 'adminUserName') ? LEFT_OUT : ''),
    s.dateCreate ?? '',
  ])
  return csvStringify([header, ...rows], { escape_formulas: true })
}

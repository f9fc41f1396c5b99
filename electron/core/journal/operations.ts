import type { AccountSnapshot } from '../../shared/contract'
import type { JournalValue } from '../../shared/channels/journal'
import { recordOwner, type DnsRecord } from '../../shared/models'
import type { ResourceKind } from '../../shared/resources'

type Input = Record<string, unknown>

/** What one journaled operation keeps: the resource it is about, its words, and the fields it may record. */
export interface OperationDef {
  kind: ResourceKind
  /** The ONLY input fields the journal records. Secrets (passwords, tokens, keys) are never listed. */
  fields: readonly string[]
  /** The resource and the English words, from the input and what the account's snapshot already says. */
  describe(
    input: Input,
    known: AccountSnapshot | null,
  ): { id: number | string | null; parentId?: number; name: string | null; summary: string }
  /** What of the answer is kept: an id, never the answer itself (a created user's answer holds its password). */
  result?(value: unknown): string | null
}

const RECORD_FIELDS = [
  'type',
  'zoneId',
  'recordId',
  'ttl',
  'owner',
  'address',
  'target',
  'text',
  'priority',
  'weight',
  'port',
  'service',
  'proto',
] as const
const idOf = (value: unknown) =>
  value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number'
    ? `#${(value as { id: number }).id}`
    : null
const num = (v: unknown) => (typeof v === 'number' ? v : null)

export function zoneOf(known: AccountSnapshot | null, zoneId: unknown) {
  return known?.dnsZones?.find((z) => z.id === zoneId) ?? null
}
export function recordOf(known: AccountSnapshot | null, zoneId: unknown, recordId: unknown): DnsRecord | null {
  return zoneOf(known, zoneId)?.records.find((r) => r.id === recordId) ?? null
}
const zoneName = (known: AccountSnapshot | null, zoneId: unknown) =>
  zoneOf(known, zoneId)?.name ?? `zone #${String(zoneId)}`
const serverName = (known: AccountSnapshot | null, id: unknown) =>
  known?.servers?.find((s) => s.id === id)?.name ?? `server #${String(id)}`

function ownerOf(input: Input): string {
  return recordOwner({
    type: String(input.type),
    owner: typeof input.owner === 'string' ? input.owner : '@',
    service: (input.service as string) ?? null,
    proto: (input.proto as string) ?? null,
  })
}
/** English words for the summary: "A record www". */
const recordWords = (input: Input) => `${String(input.type)} record ${ownerOf(input)}`
/** The resource's name in no language: "www A", as a zone file orders it. */
const recordName = (input: Input) => `${ownerOf(input)} ${String(input.type)}`

export const OPERATIONS: Record<string, OperationDef> = {
  'servers:runAction': {
    kind: 'server',
    fields: ['serverId', 'type', 'networkId', 'networkLinkId', 'bandwidth'],
    describe: (i, k) => ({
      id: num(i.serverId),
      name: serverName(k, i.serverId),
      summary: `${String(i.type)} of ${serverName(k, i.serverId)}`,
    }),
    result: idOf,
  },
  'servers:deleteBatch': {
    kind: 'server',
    fields: ['ids'],
    describe: (i, k) => {
      const ids = Array.isArray(i.ids) ? i.ids : []
      const names = ids.map((id) => serverName(k, id))
      return {
        id: ids.length === 1 ? num(ids[0]) : null,
        name: names.join(', '),
        summary: `Delete ${ids.length === 1 ? 'server' : 'servers'} ${names.join(', ')}`,
      }
    },
  },
  'servers:create': {
    kind: 'server',
    // Never the admin password the answer may carry: only the id of the new server is kept.
    fields: [
      'name',
      'imageId',
      'dcLocation',
      'cpu',
      'ram',
      'hdd',
      'hddType',
      'isHighPerformance',
      'backups',
      'backupDays',
      'sshKeyIds',
      'networkId',
      'bandwidth',
    ],
    describe: (i) => ({ id: null, name: String(i.name), summary: `Create server ${String(i.name)}` }),
    result: idOf,
  },
  'servers:resize': {
    kind: 'server',
    fields: ['serverId', 'cpu', 'ram', 'hdd', 'hddType', 'isHighPerformance'],
    describe: (i, k) => ({
      id: num(i.serverId),
      name: serverName(k, i.serverId),
      summary: `Resize ${serverName(k, i.serverId)}`,
    }),
    result: idOf,
  },
  'servers:rebuild': {
    kind: 'server',
    fields: ['serverId', 'imageId'],
    describe: (i, k) => ({
      id: num(i.serverId),
      name: serverName(k, i.serverId),
      summary: `Rebuild ${serverName(k, i.serverId)} from image #${String(i.imageId)}`,
    }),
    result: idOf,
  },
  'servers:clone': {
    kind: 'server',
    fields: ['serverId', 'name', 'networkId'],
    describe: (i, k) => ({
      id: num(i.serverId),
      name: serverName(k, i.serverId),
      summary: `Clone ${serverName(k, i.serverId)} as ${String(i.name)}`,
    }),
    result: idOf,
  },
  'servers:delete': {
    kind: 'server',
    fields: ['serverId'],
    describe: (i, k) => ({
      id: num(i.serverId),
      name: serverName(k, i.serverId),
      summary: `Delete server ${serverName(k, i.serverId)}`,
    }),
  },
  'images:create': {
    kind: 'image',
    fields: ['serverId', 'name', 'techName'],
    describe: (i, k) => ({
      id: null,
      name: String(i.name),
      summary: `Make image ${String(i.name)} of ${serverName(k, i.serverId)}`,
    }),
    result: idOf,
  },
  'images:delete': {
    kind: 'image',
    fields: ['imageId'],
    describe: (i, k) => {
      const name = k?.images?.find((m) => m.id === i.imageId)?.name ?? `image #${String(i.imageId)}`
      return { id: num(i.imageId), name, summary: `Delete image ${name}` }
    },
  },
  'networks:create': {
    kind: 'privateNetwork',
    fields: ['name', 'isDhcp', 'dcLocation'],
    describe: (i) => ({ id: null, name: String(i.name), summary: `Create private network ${String(i.name)}` }),
    result: idOf,
  },
  'networks:deletePublic': {
    kind: 'publicNetwork',
    fields: ['id'],
    describe: (i, k) => {
      const network = k?.publicNetworks?.find((n) => n.id === i.id)
      const name = network?.name ?? network?.cidr ?? `#${String(i.id)}`
      return { id: num(i.id), name, summary: `Delete public network ${name}` }
    },
  },
  'networks:rename': {
    kind: 'privateNetwork',
    fields: ['id', 'name'],
    describe: (i, k) => {
      const was = k?.privateNetworks?.find((n) => n.id === i.id)?.name ?? `#${String(i.id)}`
      return { id: num(i.id), name: String(i.name), summary: `Rename private network ${was} to ${String(i.name)}` }
    },
  },
  'networks:delete': {
    kind: 'privateNetwork',
    fields: ['id'],
    describe: (i, k) => {
      const name = k?.privateNetworks?.find((n) => n.id === i.id)?.name ?? `#${String(i.id)}`
      return { id: num(i.id), name, summary: `Delete private network ${name}` }
    },
  },
  'networks:createPublic': {
    kind: 'publicNetwork',
    fields: ['name', 'capacity', 'bandwidth', 'dcLocation'],
    describe: (i) => ({ id: null, name: String(i.name), summary: `Order public network ${String(i.name)}` }),
    result: idOf,
  },
  'networks:updatePublic': {
    kind: 'publicNetwork',
    fields: ['id', 'name', 'bandwidth'],
    describe: (i, k) => {
      const network = k?.publicNetworks?.find((n) => n.id === i.id)
      const name = network?.name ?? network?.cidr ?? `#${String(i.id)}`
      return { id: num(i.id), name, summary: `Change public network ${name}` }
    },
  },
  'dns:createZone': {
    kind: 'dnsZone',
    fields: ['name'],
    describe: (i) => ({ id: null, name: String(i.name), summary: `Create DNS zone ${String(i.name)}` }),
    result: idOf,
  },
  'dns:deleteZone': {
    kind: 'dnsZone',
    fields: ['zoneId'],
    describe: (i, k) => ({
      id: num(i.zoneId),
      name: zoneName(k, i.zoneId),
      summary: `Delete DNS zone ${zoneName(k, i.zoneId)}`,
    }),
  },
  'dns:createRecord': {
    kind: 'dnsRecord',
    fields: RECORD_FIELDS,
    describe: (i, k) => ({
      id: null,
      parentId: num(i.zoneId) ?? undefined,
      name: recordName(i),
      summary: `Create the ${recordWords(i)} in ${zoneName(k, i.zoneId)}`,
    }),
    result: idOf,
  },
  'dns:updateRecord': {
    kind: 'dnsRecord',
    fields: RECORD_FIELDS,
    describe: (i, k) => ({
      id: num(i.recordId),
      parentId: num(i.zoneId) ?? undefined,
      name: recordName(i),
      summary: `Change the ${recordWords(i)} in ${zoneName(k, i.zoneId)}`,
    }),
  },
  'dns:deleteRecord': {
    kind: 'dnsRecord',
    fields: ['zoneId', 'recordId'],
    describe: (i, k) => {
      const record = recordOf(k, i.zoneId, i.recordId)
      const name = record ? recordName({ ...record }) : `#${String(i.recordId)}`
      const words = record ? recordWords({ ...record }) : `record #${String(i.recordId)}`
      return {
        id: num(i.recordId),
        parentId: num(i.zoneId) ?? undefined,
        name,
        summary: `Delete the ${words} in ${zoneName(k, i.zoneId)}`,
      }
    },
  },
  'ssl:order': {
    kind: 'sslCertificate',
    // Contact and organisation details are the user's own words, kept; a signing request is left out (it is long, and not the user's words).
    fields: [
      'productId',
      'domain',
      'dcvMethod',
      'period',
      'sanDomains',
      'autoRenew',
      'firstname',
      'lastname',
      'email',
      'phone',
      'orgName',
      'orgDepartment',
      'orgCountry',
      'orgRegion',
      'orgCity',
      'orgAddressline',
      'orgPostalcode',
    ],
    describe: (i) => ({ id: null, name: String(i.domain), summary: `Order a certificate for ${String(i.domain)}` }),
    result: idOf,
  },
  'ssl:setAutoRenew': {
    kind: 'sslCertificate',
    fields: ['certificateId', 'enabled'],
    describe: (i, k) => {
      const name =
        k?.sslCertificates?.find((c) => c.id === i.certificateId)?.domain ?? `certificate #${String(i.certificateId)}`
      return { id: num(i.certificateId), name, summary: `Turn auto-renewal ${i.enabled ? 'on' : 'off'} for ${name}` }
    },
  },
  'ssl:action': {
    kind: 'sslCertificate',
    fields: ['certificateId', 'type'],
    describe: (i, k) => {
      const name =
        k?.sslCertificates?.find((c) => c.id === i.certificateId)?.domain ?? `certificate #${String(i.certificateId)}`
      return { id: num(i.certificateId), name, summary: `${String(i.type)} certificate ${name}` }
    },
  },
  'ssl:checkDcv': {
    kind: 'sslCertificate',
    fields: ['certificateId'],
    describe: (i, k) => {
      const name =
        k?.sslCertificates?.find((c) => c.id === i.certificateId)?.domain ?? `certificate #${String(i.certificateId)}`
      return { id: num(i.certificateId), name, summary: `Check domain validation of ${name}` }
    },
  },
  'ssl:addSan': {
    kind: 'sslCertificate',
    fields: ['certificateId', 'sanDomains', 'createCnameRecord'],
    describe: (i, k) => {
      const name =
        k?.sslCertificates?.find((c) => c.id === i.certificateId)?.domain ?? `certificate #${String(i.certificateId)}`
      return { id: num(i.certificateId), name, summary: `Add alternative names to ${name}` }
    },
  },
  'ssl:remove': {
    kind: 'sslCertificate',
    fields: ['certificateId'],
    describe: (i, k) => {
      const name =
        k?.sslCertificates?.find((c) => c.id === i.certificateId)?.domain ?? `certificate #${String(i.certificateId)}`
      return { id: num(i.certificateId), name, summary: `Remove certificate ${name}` }
    },
  },
  'storage:activate': {
    kind: 'storage',
    fields: [],
    describe: () => ({ id: 'storage', name: null, summary: 'Activate the storage' }),
  },
  'storage:deactivate': {
    kind: 'storage',
    fields: [],
    describe: () => ({ id: 'storage', name: null, summary: 'Deactivate the storage' }),
  },
  'storage:createUser': {
    kind: 'storageUser',
    // keepPassword says whether to show it once; the password itself is never an input and never kept.
    fields: ['userName', 'keepPassword'],
    describe: (i) => ({ id: null, name: String(i.userName), summary: `Create storage user ${String(i.userName)}` }),
    result: idOf,
  },
  ...Object.fromEntries(
    (
      [
        ['storage:blockUser', 'Block'],
        ['storage:unblockUser', 'Unblock'],
        ['storage:changePassword', 'Change the password of'],
        ['storage:deleteUser', 'Delete'],
      ] as const
    ).map(([op, verb]) => [
      op,
      {
        kind: 'storageUser',
        fields: op === 'storage:changePassword' ? ['userId', 'keepPassword'] : ['userId'],
        describe: (i: Input, k: AccountSnapshot | null) => {
          const name = k?.storageUsers?.find((u) => u.id === i.userId)?.name ?? `#${String(i.userId)}`
          return { id: num(i.userId), name, summary: `${verb} storage user ${name}` }
        },
      } satisfies OperationDef,
    ]),
  ),
  'sshKeys:create': {
    kind: 'sshKey',
    // The title only: the key text is left out (a public key, but keys are not journaled at all).
    fields: ['title'],
    describe: (i) => ({ id: null, name: String(i.title), summary: `Add SSH key ${String(i.title)}` }),
    result: idOf,
  },
  'sshKeys:remove': {
    kind: 'sshKey',
    fields: ['id'],
    describe: (i, k) => {
      const name = k?.sshKeys?.find((s) => s.id === i.id)?.title ?? `#${String(i.id)}`
      return { id: num(i.id), name, summary: `Remove SSH key ${name}` }
    },
  },
}

/** The listed fields of the input, plain values only: nothing unlisted, nothing nested. */
export function pickParams(def: OperationDef, input: unknown): Record<string, JournalValue> {
  const source = (input && typeof input === 'object' ? input : {}) as Input
  const params: Record<string, JournalValue> = {}
  for (const field of def.fields) {
    const value = source[field]
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) params[field] = value as JournalValue
    else if (Array.isArray(value))
      params[field] = value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
  }
  return params
}

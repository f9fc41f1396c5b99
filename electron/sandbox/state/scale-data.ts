import { DEFAULT_TTL, type RecordInput } from '../dns/records'
import { randomBytes } from '../random'
import type { ScaleSpec } from '../types'
import { ed25519PublicKeyLine } from '../validation/ssh-key'
import { addRecord, addZone } from './dns'
import { intToIp, ipToInt } from './ipv4'
import { addPrivateNetwork } from './networks'
import { addServer, linkServer } from './servers'
import type { PrivateNetwork } from './network-types'
import type { CustomerState } from './types'

const SERVERS_PER_NETWORK = 50
/** RFC 2544's benchmarking range: room for far more servers than the TEST-NETs hold. */
const BENCHMARK_RANGE_START = ipToInt('198.18.0.10')
const pad = (n: number): string => String(n).padStart(4, '0')

/** Much valid data, quickly and the same on every run (seeded by the customer's RNG). */
export function fillScaleData(customer: CustomerState, now: number, spec: ScaleSpec): void {
  addScaledServers(customer, now, spec.servers ?? 0)
  for (let z = 1; z <= (spec.zones ?? 0); z++) {
    const zone = addZone(customer, {
      Name: `site-${pad(z)}.example`,
      State: 'Active',
      IsDelegate: true,
      createdAt: now,
    })
    for (let r = 0; r < (spec.recordsPerZone ?? 0); r++) addRecord(customer, zone, scaledRecord(r, z), 'Active')
  }
  for (let k = 1; k <= (spec.sshKeys ?? 0); k++) {
    const ID = customer.nextId()
    const PublicKey = ed25519PublicKeyLine(randomBytes(customer.random, 32), `key-${pad(k)}@bench.example.com`)
    customer.sshKeys.set(ID, { ID, Title: `key-${pad(k)}`, PublicKey, IsActive: true })
  }
}

function addScaledServers(customer: CustomerState, now: number, count: number): void {
  let network: PrivateNetwork | undefined
  for (let i = 0; i < count; i++) {
    const DCLocation = Math.floor(i / SERVERS_PER_NETWORK) % 2 === 0 ? 'SdnSpb' : 'SdnMsk'
    if (i % SERVERS_PER_NETWORK === 0) {
      const Name = `bench-net-${pad(i / SERVERS_PER_NETWORK + 1)}`
      network = addPrivateNetwork(customer, { Name, IsDHCP: true, DCLocation, State: 'Active' })
    }
    const server = addServer(customer, {
      Name: `srv-${pad(i + 1)}`,
      DCLocation,
      IP: intToIp(BENCHMARK_RANGE_START + i),
      IsPowerOn: customer.random() < 0.8,
      CPU: 1 + Math.floor(customer.random() * 8),
      RAM: 1024 * (1 + Math.floor(customer.random() * 16)),
      HDD: 20 + 10 * Math.floor(customer.random() * 20),
      ImageFamily: 'Ubuntu 24.04',
      createdAt: now - i * 60_000,
    })
    if (network) linkServer(customer, server, network)
  }
}

function scaledRecord(r: number, z: number): RecordInput {
  const name = `host-${pad(r + 1)}`
  switch (r % 6) {
    case 0:
    case 1:
      return { type: 'A', name, ip: intToIp(BENCHMARK_RANGE_START + ((z * 131 + r) % 60_000)), ttl: DEFAULT_TTL }
    case 2: {
      const tail = ((z << 16) | r).toString(16).padStart(8, '0')
      return {
        type: 'AAAA',
        name,
        ip: `2001:0db8:0000:0000:0000:0000:${tail.slice(-8, -4)}:${tail.slice(-4)}`,
        ttl: DEFAULT_TTL,
      }
    }
    case 3:
      return { type: 'CNAME', name, target: 'host-0001', ttl: DEFAULT_TTL }
    case 4:
      return {
        type: 'MX',
        name: '@',
        priority: String(10 + r),
        target: `mx-${pad(r + 1)}.example.net`,
        ttl: DEFAULT_TTL,
      }
    default:
      return { type: 'TXT', name, text: `bench record ${r + 1} of zone ${z}`, ttl: '300' }
  }
}

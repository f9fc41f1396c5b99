// Zone-file import: how long the measured ReDoS line (53 bytes, once 24–32 s), a 10 MB zone file and a diff of
// 20,000 TXT records at the apex (once 27 s) take to read. The same code the import's Web Worker runs.
import { performance } from 'node:perf_hooks'
import { figure } from './baseline'
import type { BenchOptions } from './options'
import { diffZone } from '../electron/shared/dns/zone-diff'
import { parseZoneFile, ZONE_FILE_MAX_BYTES } from '../electron/shared/dns/zone-import'
import type { DnsZone } from '../electron/shared/models/dns'
import { dnsRecord, dnsZone } from '../electron/shared/dns/sample-records'

const ZONE = 'example.com'

/** Runs of each figure: the fastest is the one least disturbed by the rest of a shared machine. */
const RUNS = 3

/** Wall time and this process's CPU time (the CPU figure holds better on a busy machine), the fastest of RUNS. */
function time<T>(label: string, work: () => T, describe: (result: T) => string): void {
  let [ms, cpuMs] = [Infinity, Infinity]
  let result = work()
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    const cpu = process.cpuUsage()
    result = work()
    const used = process.cpuUsage(cpu)
    ms = Math.min(ms, performance.now() - start)
    cpuMs = Math.min(cpuMs, (used.user + used.system) / 1000)
  }
  console.log(`${label.padEnd(48)} ${ms.toFixed(1).padStart(9)} ms  (cpu ${cpuMs.toFixed(0)} ms; ${describe(result)})`)
  figure(`zone-import: ${label}`, ms)
}

/** A zone file of about `bytes`: A, AAAA, MX, TXT and SRV lines, with comments and a $TTL. */
function zoneFile(bytes: number): string {
  const lines = [`$ORIGIN ${ZONE}.`, '$TTL 1h']
  let size = 0
  for (let i = 0; size < bytes; i++) {
    const line = [
      `host-${i} 300 IN A 198.18.${(i >> 8) & 255}.${i & 255} ; web`,
      `host-${i} IN AAAA 2001:db8::${(i & 0xffff).toString(16)}`,
      `txt-${i} IN TXT "v=spf1 include:_spf${i}.example.net " "-all"`,
      `_sip._tcp.s${i} IN SRV 1 5 5060 sip${i}.example.net.`,
    ][i % 4]!
    lines.push(line)
    size += line.length + 1
  }
  return `${lines.join('\n')}\n`
}

function apexTxtZone(n: number): { zone: DnsZone; file: string } {
  // Half the zone's TXT the file has too, half it has not: identical pairs, adds and removes at one name.
  const records = Array.from({ length: n }, (_, i) =>
    dnsRecord('TXT', { id: i + 1, zoneId: 9, owner: '@', ttl: 3600, text: `token-${i % 2 === 0 ? i : i + n}` }),
  )
  const file = Array.from({ length: n }, (_, i) => `@ 3600 IN TXT "token-${i}"`).join('\n')
  return { zone: dnsZone(9, ZONE, records), file }
}

export async function run(options: BenchOptions): Promise<void> {
  for (const digits of [33, 180]) {
    const line = `www ${'1'.repeat(digits)}x IN A 192.0.2.1`
    time(
      `the ReDoS line, ${line.length} bytes`,
      () => parseZoneFile(line, ZONE),
      (r) => `${r.unsupported.length} set apart`,
    )
  }
  const bytes = options.quick ? 200_000 : ZONE_FILE_MAX_BYTES
  const file = zoneFile(bytes)
  time(
    `a ${(file.length / 1024 / 1024).toFixed(1)} MB zone file`,
    () => parseZoneFile(file, ZONE),
    (r) => `${r.records.length} records`,
  )
  const n = options.quick ? 2000 : 20_000
  const { zone, file: txt } = apexTxtZone(n)
  const parsed = parseZoneFile(txt, ZONE)
  time(
    `diff of ${n} TXT at @ against ${n} in the zone`,
    () => diffZone(zone, parsed),
    (d) =>
      `${d.identical.length} identical, ${d.change.length} to change, ${d.add.length} to add, ${d.remove.length} to remove`,
  )
}

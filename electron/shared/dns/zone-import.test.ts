import { describe, expect, it } from 'vitest'
import { sipSrv } from './sample-records'
import { parseZoneFile, ttlSeconds, txtText } from './zone-import'

const FILE = `; a zone from elsewhere
$ORIGIN example.com.
$TTL 1h
@        IN SOA ns1.example.com. admin.example.com. ( 2026010101 7200 3600 1209600 300 )
@        IN NS   ns1.other.net.
www  300 IN A    203.0.113.1
         IN A    203.0.113.2   ; same owner, next line
mail.example.com. IN A 203.0.113.3
v6       IN AAAA 2001:0DB8:0000:0000:0000:0000:0000:0001
blog     IN CNAME www
@        IN MX   10 mail
@        IN TXT  "v=spf1 include:_spf.example.net " "-all"
dkim     IN TXT  ( "first part; with a semicolon "
                   "second \\"quoted\\" part \\\\ \\208\\159" )
_sip._tcp IN SRV 1 5 5060 sip.example.net.
caa      IN CAA  0 issue "letsencrypt.org"
fp       IN SSHFP 1 1 123456789abcdef67890123456789abcdef67890
$ORIGIN sub.example.com.
deep     IN A    203.0.113.4
$TTL 300
next     IN A    203.0.113.5
$ORIGIN example.com.
other.org. IN A 203.0.113.9
`

describe('zone file import', () => {
  const parsed = parseZoneFile(FILE, 'example.com')
  const find = (fqdn: string, type: string) => parsed.records.filter((r) => r.fqdn === fqdn && r.type === type)

  it('reads $ORIGIN (changed mid-file), $TTL (with units), relative and absolute names, and owner inheritance', () => {
    expect(find('www.example.com.', 'A').map((r) => [r.address, r.ttl])).toEqual([
      ['203.0.113.1', 300],
      ['203.0.113.2', 3600],
    ])
    expect(find('mail.example.com.', 'A')[0]).toMatchObject({ owner: 'mail', ttl: 3600 })
    expect(find('deep.sub.example.com.', 'A')[0]).toMatchObject({ owner: 'deep.sub', ttl: 3600 })
    expect(find('next.sub.example.com.', 'A')[0]).toMatchObject({ owner: 'next.sub', ttl: 300 })
    expect(find('blog.example.com.', 'CNAME')[0]).toMatchObject({ target: 'www.example.com' })
    expect(find('example.com.', 'MX')[0]).toMatchObject({ owner: '@', priority: 10, target: 'mail.example.com' })
    expect(find('example.com.', 'NS')[0]).toMatchObject({ owner: '@', target: 'ns1.other.net' })
    expect(find('_sip._tcp.example.com.', 'SRV')[0]).toMatchObject(sipSrv('sip.example.net'))
    expect(find('v6.example.com.', 'AAAA')[0]).toMatchObject({ address: '2001:db8::1' })
  })

  it('reads multi-string TXT, across lines, with escapes', () => {
    expect(find('example.com.', 'TXT')[0]!.text).toBe('v=spf1 include:_spf.example.net -all')
    expect(find('dkim.example.com.', 'TXT')[0]!.text).toBe('first part; with a semicolon second "quoted" part \\ П')
  })

  it('lists apart what the service cannot hold: SOA, other types, names outside the zone', () => {
    expect(parsed.unsupported.map((u) => [u.type, u.reason])).toEqual([
      ['SOA', 'soa'],
      ['CAA', 'type'],
      ['SSHFP', 'type'],
      ['A', 'outsideZone'],
    ])
    expect(parsed.records).toHaveLength(12)
    expect(parsed.problems).toEqual([])
  })

  it('says which line it could not read', () => {
    expect(parseZoneFile('$TTL soon\n$INCLUDE other.zone\n', 'example.com').problems).toEqual([
      'line 1: $TTL needs a time such as 3600 or 1h',
      'line 2: $INCLUDE is not followed; paste the records it would include',
    ])
  })

  it('small helpers: TTL units, TXT unescaping', () => {
    expect(ttlSeconds('1h30m')).toBe(5400)
    expect(ttlSeconds('IN')).toBeNull()
    expect(txtText('"a\\059b" "c"')).toBe('a;bc')
  })

  it('reads the measured ReDoS lines (a TTL-like run of digits ending in a letter) as a line it could not read', () => {
    for (const digits of [33, 180]) {
      const line = `www ${'1'.repeat(digits)}x IN A 192.0.2.1`
      expect([53, 200]).toContain(line.length)
      const read = parseZoneFile(`${line}\n`, 'example.com')
      expect(read.records).toEqual([])
      expect(read.unsupported).toEqual([{ type: '', name: '', data: line, reason: 'unreadable', line: 1 }])
    }
    expect(ttlSeconds(`${'1'.repeat(40)}x`)).toBeNull()
    expect(ttlSeconds('1'.repeat(11))).toBeNull()
  })

  it('skips one bad record and says why, reading the rest', () => {
    const read = parseZoneFile(
      'a\u0000b IN A 192.0.2.1\n@ IN MX ten mail\n@ IN MX 10\nok IN A 192.0.2.2\n',
      'example.com',
    )
    expect(read.records.map((r) => r.owner)).toEqual(['ok'])
    expect(read.unsupported.map((u) => u.reason)).toEqual(['badName'])
    expect(read.problems).toEqual([
      'line 2: MX preference ten is not a number',
      'line 3: MX needs a preference and a host (it has 10)',
    ])
  })

  it('says a junk line is a line it could not read, with its number, not a record of type "LINE"', () => {
    const read = parseZoneFile('www IN A 192.0.2.1\ngarbage line here\nold IN HINFO "PC" "Linux"\n', 'example.com')
    expect(read.records.map((r) => r.owner)).toEqual(['www'])
    expect(read.unsupported).toEqual([
      { type: '', name: '', data: 'garbage line here', reason: 'unreadable', line: 2 },
      { type: 'HINFO', name: 'old.example.com.', data: '"PC" "Linux"', reason: 'type' },
    ])
  })

  it('trims a long run of blanks and tells the progress of a large file', () => {
    const fractions: number[] = []
    const text = `www IN A 192.0.2.1${' '.repeat(100_000)}\n${'x IN TXT "y"\n'.repeat(12_000)}`
    const read = parseZoneFile(text, 'example.com', { onProgress: (f) => fractions.push(f) })
    expect(read.records).toHaveLength(12_001)
    expect(fractions.length).toBeGreaterThan(2)
    expect(fractions.at(-1)).toBe(1)
  })
})

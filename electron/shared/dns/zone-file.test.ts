import zonefile from 'dns-zonefile'
import { describe, expect, it } from 'vitest'
import type { DnsZone } from '../models/dns'
import { dnsRecord, dnsZone } from './sample-records'
import { quoteTxt, renderZoneFile, zoneFileName } from './zone-file'

const rec = dnsRecord

/** Records as the API describes them: some with CanonicalDescription, some (as a bare server would) without. */
const zone: DnsZone = dnsZone(1, 'example.com', [
  rec('A', { owner: '@', address: '203.0.113.10', canonicalDescription: 'example.com. 3600 IN A 203.0.113.10' }),
  rec('A', { owner: 'www', address: '203.0.113.11', ttl: 300 }),
  rec('AAAA', { owner: 'www', address: '2001:0db8:0000:0000:0000:0000:0000:0010' }),
  rec('CNAME', { owner: 'blog', target: 'www' }),
  rec('CNAME', {
    owner: 'shop',
    target: 'shops.example.net',
    canonicalDescription: 'shop.example.com. 3600 IN CNAME shops.example.net.',
  }),
  rec('MX', { owner: '@', priority: 10, target: 'mail.example.com' }),
  rec('MX', {
    owner: '@',
    priority: 20,
    target: 'mx2.example.net',
    canonicalDescription: 'example.com. 3600 IN MX 20 mx2.example.net.',
  }),
  rec('NS', { owner: 'sub', target: 'ns1.example.net' }),
  rec('SRV', {
    owner: '@',
    service: '_sip',
    proto: '_tcp',
    priority: 0,
    weight: 5,
    port: 5060,
    target: 'sip',
    ttl: 600,
  }),
  rec('TXT', { owner: '_dmarc', text: 'v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com', ttl: 300 }),
  rec('TXT', { owner: '@', text: 'x'.repeat(300) }),
])

const unquote = (txt: string) => [...txt.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('')

describe('renderZoneFile', () => {
  const text = renderZoneFile(zone, new Date('2025-01-02T03:04:05Z'))
  const parsed = zonefile.parse(text)

  it('writes $ORIGIN, $TTL and no invented SOA', () => {
    expect(parsed.$origin).toBe('example.com.')
    expect(Number(parsed.$ttl)).toBe(3600)
    expect(parsed.soa).toBeUndefined()
    expect(zoneFileName(zone)).toBe('example.com.zone')
  })

  it('reads back to the same records with a standard parser', () => {
    const back = [
      ...(parsed.a ?? []).map((r) => ['A', r.name, r.ttl, r.ip]),
      ...(parsed.aaaa ?? []).map((r) => ['AAAA', r.name, r.ttl, r.ip]),
      ...(parsed.cname ?? []).map((r) => ['CNAME', r.name, r.ttl, r.alias]),
      ...(parsed.mx ?? []).map((r) => ['MX', r.name, r.ttl, `${r.preference} ${r.host}`]),
      ...(parsed.ns ?? []).map((r) => ['NS', r.name, r.ttl, r.host]),
      ...(parsed.srv ?? []).map((r) => ['SRV', r.name, r.ttl, `${r.priority} ${r.weight} ${r.port} ${r.target}`]),
      ...(parsed.txt ?? []).map((r) => ['TXT', r.name, r.ttl, unquote(r.txt)]),
    ]
    expect(back).toHaveLength(zone.records.length)
    expect(back).toEqual(
      expect.arrayContaining([
        ['A', 'example.com.', 3600, '203.0.113.10'],
        ['A', 'www.example.com.', 300, '203.0.113.11'],
        ['AAAA', 'www.example.com.', 3600, '2001:db8::10'],
        ['CNAME', 'blog.example.com.', 3600, 'www.example.com.'],
        ['CNAME', 'shop.example.com.', 3600, 'shops.example.net.'],
        ['MX', 'example.com.', 3600, '10 mail.example.com.'],
        ['MX', 'example.com.', 3600, '20 mx2.example.net.'],
        ['NS', 'sub.example.com.', 3600, 'ns1.example.net.'],
        ['SRV', '_sip._tcp.example.com.', 600, '0 5 5060 sip.example.com.'],
        ['TXT', '_dmarc.example.com.', 300, 'v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com'],
        ['TXT', 'example.com.', 3600, 'x'.repeat(300)],
      ]),
    )
  })

  it('splits long text into 255-byte strings and escapes quotes', () => {
    expect(quoteTxt('a'.repeat(256))).toBe(`"${'a'.repeat(255)}" "a"`)
    expect(quoteTxt('say "hi" \\o/')).toBe('"say \\"hi\\" \\\\o/"')
  })

  it('falls back to the fields when the server line is malformed or of another type', () => {
    const odd = {
      ...zone,
      records: [
        rec('A', { owner: 'x', address: '192.0.2.1', canonicalDescription: 'garbage\nIN A' }),
        rec('A', { owner: 'y', address: '192.0.2.2', canonicalDescription: 'y 60 IN TXT "z"' }),
      ],
    }
    const lines = renderZoneFile(odd).split('\n')
    expect(lines).toContain('x.example.com. 3600 IN A 192.0.2.1')
    expect(lines).toContain('y.example.com. 3600 IN A 192.0.2.2')
  })

  it('notes a record it cannot write instead of dropping it silently', () => {
    const odd = { ...zone, records: [rec('SOA', { id: 77 }), rec('MX', { id: 78, target: null })] }
    const text = renderZoneFile(odd)
    expect(text).toContain('; record 77 (SOA) has no data that can be written')
    expect(text).toContain('; record 78 (MX) has no data that can be written')
  })

  it('uses the zone’s ASCII name for IDN zones', () => {
    const idn = { ...zone, name: 'пример.рф', records: [rec('A', { owner: 'www', address: '192.0.2.1' })] }
    expect(renderZoneFile(idn)).toContain('$ORIGIN xn--e1afmkfd.xn--p1ai.')
    expect(renderZoneFile(idn)).toContain('www.xn--e1afmkfd.xn--p1ai. 3600 IN A 192.0.2.1')
  })
})

describe('values that try to break out of their line', () => {
  const hostile: DnsZone = {
    ...zone,
    records: [
      rec('TXT', { owner: 'evil', text: 'harmless\n$INCLUDE /etc/passwd\r\nx IN A 6.6.6.6\u0000\u2028end' }),
      rec('TXT', { owner: 'bidi', text: 'pay \u202Eevil\u202C here' }),
      rec('A', { owner: 'www\n$INCLUDE /etc/shadow', address: '192.0.2.1\n$GENERATE 1-9 x A 1.1.1.1' }),
      rec('CNAME', { owner: 'c;comment', target: 'a b.example.net\n$ORIGIN evil.' }),
      rec('MX', { owner: '@', priority: 10, target: 'mail\r$TTL 1' }),
      rec('CAA', { owner: '@', canonicalDescription: 'example.com. 3600 IN CAA 0 issue "ca.example"\u000b$INCLUDE x' }),
      rec('WEIRD\n$INCLUDE /etc/group', { id: 99 }),
    ],
  }
  const text = renderZoneFile(hostile, new Date('2025-01-02T03:04:05Z'))
  const lines = text.split('\n').filter((l) => l !== '')

  it('writes one line per record, and no directive but $ORIGIN and $TTL', () => {
    expect(lines).toHaveLength(4 + hostile.records.length)
    expect(lines.filter((l) => l.startsWith('$')).map((l) => l.split(' ')[0])).toEqual(['$ORIGIN', '$TTL'])
    // eslint-disable-next-line no-control-regex -- none of these may reach the file
    expect(text).not.toMatch(/[\r\u0000\u000b\u2028\u202c\u202e]/)
  })

  it('escapes line breaks and controls in TXT as \\DDD (one per UTF-8 byte)', () => {
    expect(lines).toContain(
      'evil.example.com. 3600 IN TXT "harmless\\010$INCLUDE /etc/passwd\\013\\010x IN A 6.6.6.6\\000\\226\\128\\168end"',
    )
    expect(lines).toContain('bidi.example.com. 3600 IN TXT "pay \\226\\128\\174evil\\226\\128\\172 here"')
  })

  it('escapes owners, targets and addresses as single tokens', () => {
    expect(lines).toContain(
      'www\\010\\036include\\032/etc/shadow.example.com. 3600 IN A 192.0.2.1\\010\\036GENERATE\\0321-9\\032x\\032A\\0321.1.1.1',
    )
    expect(lines).toContain('c\\059comment.example.com. 3600 IN CNAME a\\032b.example.net\\010\\036ORIGIN\\032evil.')
    expect(lines).toContain('example.com. 3600 IN MX 10 mail\\013\\036TTL\\0321.example.com.')
  })

  it('escapes controls in the service’s own line and in the notes', () => {
    expect(lines).toContain('example.com. 3600 IN CAA 0 issue "ca.example"\\011$INCLUDE x')
    expect(lines).toContain('; record 99 (WEIRD\\010$INCLUDE /etc/group) has no data that can be written')
  })

  it('escapes a zone name the API gave unchecked, and keeps the file name plain', () => {
    const odd = renderZoneFile({ ...zone, name: 'example.com\n$INCLUDE /root/.ssh/id_rsa', records: [] }).split('\n')
    expect(odd).toContain('$ORIGIN example.com\\010\\036include\\032/root/.ssh/id_rsa.')
    expect(odd.filter((l) => l.startsWith('$')).map((l) => l.split(' ')[0])).toEqual(['$ORIGIN', '$TTL'])
    expect(zoneFileName({ name: 'a/b\n..c' })).toBe('a_b_..c.zone')
  })

  it('still reads back with a standard parser', () => {
    const parsed = zonefile.parse(
      renderZoneFile({ ...zone, records: [rec('TXT', { owner: 'evil', text: 'a\n$INCLUDE /etc/passwd' })] }),
    )
    expect(parsed.txt).toHaveLength(1)
    expect(Object.keys(parsed).filter((k) => k.startsWith('$'))).toEqual(['$origin', '$ttl'])
  })
})

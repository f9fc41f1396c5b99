import { describe, expect, it } from 'vitest'
import { recordBody, unquoteTxt, wireRecordAnswer, wireZoneList } from './dns'

const aaaa = {
  ID: '501',
  TypeRecord: 'AAAA',
  IP: '2001:0db8:0000:0000:0000:0000:0000:0001',
  HostName: '@',
  Priority: '',
  Text: '',
  MnemonicName: '',
  ExtHostName: '',
  State: 'Active',
  TTL: '3600',
  CanonicalDescription: 'example.com. 3600 IN AAAA 2001:db8::1',
}
const mx = { ...aaaa, ID: '502', TypeRecord: 'MX', IP: '', Priority: '10', ExtHostName: 'mail.example.com', TTL: '' }
/** An SRV record of priority 1, weight 5 on port 5060, with `fields` over them. */
const srvRecord = (fields: Record<string, string>) => ({
  ...aaaa,
  TypeRecord: 'SRV',
  IP: '',
  Priority: '1',
  Weight: '5',
  Port: '5060',
  ...fields,
})

/** example.com as GET /dns lists it, with the AAAA and MX records above. */
const exampleCom = {
  ID: 40,
  Name: 'example.com',
  TechName: 'example.com',
  State: 'Active',
  DateCreate: '2026-01-01T00:00:00',
  IsDelegate: 'true',
  LinkedRecords: [aaaa, mx],
}

describe('dns wire', () => {
  it('normalises zones: ID, IsDelegate text, string IDs, Priority and TTL', () => {
    const [zone] = wireZoneList.parse([exampleCom])
    expect(zone).toMatchObject({
      id: 40,
      name: 'example.com',
      isDelegated: true,
      dateCreate: '2026-01-01T00:00:00+03:00',
    })
    expect(zone?.records[0]).toMatchObject({
      id: 501,
      zoneId: 40,
      type: 'AAAA',
      ttl: 3600,
      priority: null,
      text: null,
      owner: '@',
      // Read as people write it (RFC 5952), as the record's CanonicalDescription does.
      address: '2001:db8::1',
    })
    expect(zone?.records[1]).toMatchObject({
      id: 502,
      type: 'MX',
      priority: 10,
      ttl: null,
      target: 'mail.example.com',
      address: null,
    })
  })

  it('reads IsDelegate other than "true" as not delegated', () => {
    const zones = wireZoneList.parse([
      { ID: 1, Name: 'a.com', State: 'New', IsDelegate: 'false', LinkedRecords: [] },
      { ID: 2, Name: 'b.com', State: 'New' },
    ])
    expect(zones.map((z) => z.isDelegated)).toEqual([false, false])
    expect(zones[1]?.records).toEqual([])
  })

  it('takes the first record of an update answer array, or a bare record', () => {
    expect(wireRecordAnswer(40).parse([aaaa])).toMatchObject({ id: 501, zoneId: 40 })
    expect(wireRecordAnswer(40).parse(mx)).toMatchObject({ id: 502, zoneId: 40 })
  })

  it('no evidence in REAL-API.md of a record without State (it shows State null, C3/C7): an answer without it reads as unknown', () => {
    const { State: _state, ...stateless } = aaaa
    // A create or update answer: the record, not "could not confirm".
    expect(wireRecordAnswer(40).parse(stateless)).toMatchObject({ id: 501, state: '' })
    expect(wireRecordAnswer(40).parse([stateless])).toMatchObject({ id: 501, state: '' })
    // In GET /dns: kept with the others, never set aside as unreadable; a zone without State too.
    const { State: _zoneState, ...zone } = { ...exampleCom, LinkedRecords: [stateless, { ...mx, State: null }] }
    const [read] = wireZoneList.parse([zone])
    expect(read?.records.map((r) => r.state)).toEqual(['', ''])
    expect(read?.unreadableRecords).toEqual([])
    expect(read?.state).toBe('')
  })

  it('rejects an empty update answer and a non-numeric TTL', () => {
    expect(wireRecordAnswer(1).safeParse([]).success).toBe(false)
    const bad = wireRecordAnswer(1).safeParse([{ ...aaaa, TTL: 'soon' }])
    expect(bad.error?.issues[0]?.path).toEqual(['TTL'])
  })

  it('fills the SRV target from ExtHostName', () => {
    const srv = srvRecord({ ExtHostName: 'sip.example.com', Service: '_sip', Proto: '_tcp' })
    expect(wireRecordAnswer(1).parse(srv)).toMatchObject({
      service: '_sip',
      proto: '_tcp',
      priority: 1,
      weight: 5,
      port: 5060,
      target: 'sip.example.com',
    })
  })

  it('splits an SRV owner written as _service._proto.name when the fields are missing', () => {
    const srv = srvRecord({ HostName: '_sip._TCP.voice', Target: 'sip' })
    expect(wireRecordAnswer(1).parse(srv)).toMatchObject({
      owner: 'voice',
      service: '_sip',
      proto: '_tcp',
      target: 'sip',
    })
  })

  it('writes every value of a record body as a string, with the id on updates', () => {
    expect(recordBody({ type: 'A', zoneId: 4, owner: 'www', address: '192.0.2.1', ttl: 300 })).toEqual({
      DomainId: '4',
      IP: '192.0.2.1',
      Name: 'www',
      TTL: '300',
    })
    expect(recordBody({ type: 'MX', zoneId: 4, recordId: 9, target: 'mail', priority: 10 })).toEqual({
      id: '9',
      DomainId: '4',
      HostName: 'mail',
      Priority: '10',
    })
    expect(recordBody({ type: 'AAAA', zoneId: 1, owner: '@', address: '2001:db8::1' }).IP).toBe(
      '2001:0db8:0000:0000:0000:0000:0000:0001',
    )
  })

  it('TXT read back in quotes: escaped strings joined, or one string with its inner quotes left unescaped', () => {
    expect(unquoteTxt('"v=spf1 " "-all" ')).toBe('v=spf1 -all')
    expect(unquoteTxt('"say "hi"; then \\ leave" ')).toBe('say "hi"; then \\ leave')
    expect(unquoteTxt('plain')).toBe('plain')
  })
})

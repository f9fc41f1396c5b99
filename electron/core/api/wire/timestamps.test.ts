import { describe, expect, it } from 'vitest'
import { fundsUntilDate, momentOf } from '../../../shared/models'
import { wireAccount } from './accounts'
import { wireZone } from './dns'
import { wireImage } from './images'
import { wireServer } from './servers'
import { wireCertificate } from './ssl'
import { wireTask } from './tasks'

/**
 * Issue 52, row 6: every timestamp the service sends, field by field, with the evidence of its zone. The service's
 * clock is Moscow (+03:00): a server's DateCreate is written with that offset (C4, REAL-API.md "Transport and
 * errors"). A zoneless time from the same service is read on that clock; a field that names its zone is read in it.
 */
const MOSCOW_NOON_UTC = '2026-03-01T09:00:00.000Z'
const instant = (iso: string | null) => (iso === null ? null : (momentOf(iso)?.date.toISOString() ?? 'unreadable'))

describe('timestamps, field by field', () => {
  it('server DateCreate: written with its offset (C4 `2023-05-13T16:57:15.495094+03:00`) is read as written', () => {
    const server = { ID: 1, Name: 'web', State: 'Active', IsPowerOn: true, CPU: 1, RAM: 512, HDD: 10 }
    const live = wireServer.parse({ ...server, DateCreate: '2023-05-13T16:57:15.495094+03:00' })
    expect(live.dateCreate).toBe('2023-05-13T16:57:15.495094+03:00')
    expect(instant(live.dateCreate)).toBe('2023-05-13T13:57:15.495Z')
    // The seed's DateTime has no zone: the service's clock.
    expect(instant(wireServer.parse({ ...server, DateCreate: '2026-03-01T12:00:00' }).dateCreate)).toBe(MOSCOW_NOON_UTC)
  })

  it('DNS zone DateCreate: written without a zone (C3 `2019-02-02T21:17:11.64`) is Moscow time', () => {
    const zone = wireZone.parse({ ID: 1, Name: 'example.com', State: 'Active', DateCreate: '2019-02-02T21:17:11.64' })
    expect(zone.dateCreate).toBe('2019-02-02T21:17:11.64+03:00')
    expect(instant(zone.dateCreate)).toBe('2019-02-02T18:17:11.640Z')
  })

  it('server action StartDate/EndDate: the seed’s zoneless DateTime, no public evidence of another zone: Moscow time', () => {
    const dates = { StartDate: '2026-03-01T12:00:00', EndDate: '2026-03-01T12:04:00' }
    const action = wireTask.parse({ ID: 5, Type: 'PowerOff', State: 'Completed', ...dates })
    expect(instant(action.startDate)).toBe(MOSCOW_NOON_UTC)
    expect(instant(action.endDate)).toBe('2026-03-01T09:04:00.000Z')
    // An offset, should the service write one, wins.
    expect(
      instant(wireTask.parse({ ID: 6, Type: 'X', State: 'New', StartDate: '2026-03-01T09:00:00Z' }).startDate),
    ).toBe(MOSCOW_NOON_UTC)
  })

  it('SSL ActivationDate, ExpireDate, LastRevalidateDate, DateCreate: the seed’s zoneless DateTime: Moscow time', () => {
    const fields = ['ActivationDate', 'ExpireDate', 'LastRevalidateDate', 'DateCreate']
    const noon = Object.fromEntries(fields.map((field) => [field, '2026-03-01T12:00:00']))
    const cert = wireCertificate.parse({ Id: 70, Domain: 'example.com', State: 'Active', ...noon })
    for (const field of ['activationDate', 'expireDate', 'lastRevalidateDate', 'dateCreate'] as const)
      expect(instant(cert[field]), field).toBe(MOSCOW_NOON_UTC)
  })

  it('image DateCreate: no public evidence (C1/C4 list none): the service’s clock, like its other zoneless times', () => {
    const image = wireImage.parse({ ID: 9, Name: 'mine', DateCreate: '2026-03-01T12:00:00' })
    expect(instant(image.dateCreate)).toBe(MOSCOW_NOON_UTC)
  })

  it('storage task StartDate: the seed’s zoneless DateTime: Moscow time', () => {
    expect(
      instant(
        wireTask.parse({ Id: 90, Type: 'StorageUserBlock', State: 'New', StartDate: '2026-03-01 12:00' }).startDate,
      ),
    ).toBe(MOSCOW_NOON_UTC)
  })

  it('account BalanceTillDateUtc: UTC by its name (C1 `Models/Account.cs`); a date without a time is that day', () => {
    const account = (till: string) => wireAccount.parse({ ID: 1, BalanceTillDateUtc: till }).fundsUntil
    expect(account('2026-03-01T09:00:00')).toBe('2026-03-01T09:00:00Z')
    expect(fundsUntilDate(account('2026-03-01T09:00:00'))?.date.toISOString()).toBe(MOSCOW_NOON_UTC)
    expect(account('2026-12-01')).toBe('2026-12-01')
    expect(fundsUntilDate(account('2026-12-01'))).toEqual({ date: new Date('2026-12-01T00:00:00Z'), dayOnly: true })
  })

  it('a time cached before this reading (no zone added yet) is still read on the service’s clock', () => {
    expect(instant('2026-03-01T12:00:00')).toBe(MOSCOW_NOON_UTC)
    expect(momentOf('not a date')).toBeNull()
    expect(momentOf('')).toBeNull()
  })
})

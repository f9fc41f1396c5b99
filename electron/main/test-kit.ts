import type { FleetWarning } from '../shared/channels/fleet'

/** A warning that certificate shop.example (id 7) of account "a" (Client) expires in 5 days, with the fields given. */
export function fleetWarning(patch: Partial<FleetWarning> = {}): FleetWarning {
  return {
    key: 'a|certificateExpiry|sslCertificate:7|7',
    accountId: 'a',
    accountLabel: 'Client',
    kind: 'certificateExpiry',
    threshold: 7,
    daysLeft: 5,
    subject: 'shop.example',
    resource: { kind: 'sslCertificate', id: 7 },
    raisedAt: '2026-11-22T10:00:00.000Z',
    announced: false,
    ...patch,
  }
}

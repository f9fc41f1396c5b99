import { describe, expect, it, vi } from 'vitest'
import type { FleetWarning } from '../shared/channels/fleet'
import type { AccountSummary } from '../shared/contract'
import { fleetWarning } from './test-kit'
import { trayMenuTemplate } from './tray'

const warning = (key: string, patch: Partial<FleetWarning>): FleetWarning =>
  fleetWarning({ key, accountId: 'client', announced: true, ...patch })

describe('the tray’s warnings', () => {
  it('lists the open warnings, each opening its resource in its account (the account itself for funds)', () => {
    const actions = { showWindow: vi.fn(), switchAccount: vi.fn(), focusResource: vi.fn(), quit: vi.fn() }
    const template = trayMenuTemplate(
      {
        accounts: [{ id: 'demo', label: 'Demo', active: true, hidden: false } as AccountSummary],
        tasks: { running: [], recent: [] },
        locale: 'en',
        warnings: [
          warning('a', {}),
          warning('b', { kind: 'fundsRunningOut', subject: 'Client', resource: null, daysLeft: 3 }),
        ],
      },
      actions,
    )
    const labels = template.map((i) => (i.type === 'separator' ? '---' : i.label))
    expect(labels).toContain('Warnings')
    const cert = template.find((i) => i.label === 'Certificate shop.example expires in 5 days — Client')!
    const funds = template.find((i) => i.label === 'Funds run out in 3 days — Client')!
    cert.click!({} as never, undefined, {} as never)
    funds.click!({} as never, undefined, {} as never)
    expect(actions.focusResource).toHaveBeenCalledWith({
      accountId: 'client',
      resource: { kind: 'sslCertificate', id: 7 },
    })
    expect(actions.switchAccount).toHaveBeenCalledWith('client')
    expect(
      trayMenuTemplate({ accounts: [], tasks: { running: [], recent: [] }, locale: 'en' }, actions).map((i) => i.label),
    ).not.toContain('Warnings')
  })
})

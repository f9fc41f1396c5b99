import { describe, expect, it } from 'vitest'
import { describeTask } from './tasks'

describe('describeTask', () => {
  const powerOff = { type: 'PowerOff', name: 'web-01', title: 'PowerOff of web-01' }

  it('words a known task type in the user language', () => {
    expect(describeTask('ru', powerOff)).toBe('Выключение web-01')
    expect(describeTask('ru', { type: 'StorageUserBlock', name: 'alice', title: 'Block of user alice' })).toBe(
      'Блокировка пользователя alice',
    )
    expect(describeTask('ru', { type: 'StorageActivation', name: null, title: 'Activation of object storage' })).toBe(
      'Активация объектного хранилища',
    )
  })

  it('words English too, never with the API names', () => {
    expect(describeTask('en', powerOff)).toBe('Power off web-01')
    expect(describeTask('en', { type: 'PowerReboot', name: 'web-01', title: 'PowerReboot of web-01' })).toBe(
      'Reboot web-01',
    )
    expect(describeTask('en', { type: 'EditNetworkBandwidth', name: 'db-01', title: 'x' })).toBe(
      'Change the bandwidth of db-01',
    )
  })

  it('falls back to the English title for an unknown type or a missing name', () => {
    expect(describeTask('ru', { type: 'Reinstall', name: 'web-01', title: 'Reinstall of web-01' })).toBe(
      'Reinstall of web-01',
    )
    expect(describeTask('ru', { type: 'PowerOff', name: null, title: 'PowerOff of server 7' })).toBe(
      'PowerOff of server 7',
    )
  })
})

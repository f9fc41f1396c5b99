import type { ServerActionType } from '../../shared/models/servers'

/** The server actions the command line offers so far, by their verb. */
export const SERVER_VERBS: Readonly<Record<string, ServerActionType>> = {
  reboot: 'PowerReboot',
  'power-on': 'PowerOn',
  'power-off': 'PowerOff',
  shutdown: 'ShutDownGuestOS',
}

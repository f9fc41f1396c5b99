import { SERVER_ACTION_TYPES, type ServerActionType } from '@shared/models/servers'

type Translate = (key: string) => string

/** Every action type the service reports that has words: those one can run, and those other changes start. */
const KNOWN_ACTIONS: readonly string[] = [...SERVER_ACTION_TYPES, 'Create', 'ChangeConfiguration', 'Rebuild']

/** An action type as a command ("Reboot", «Перезагрузить»): the choices and the confirming button. */
export function actionName(type: string, t: Translate): string {
  return KNOWN_ACTIONS.includes(type) ? t(`servers.actions.${type}`) : type
}

/** An action as what happens ("Reboot", «Перезагрузка»): the history, a running task, what was started. */
export function actionNoun(type: string, t: Translate): string {
  return KNOWN_ACTIONS.includes(type) ? t(`servers.actionNouns.${type}`) : type
}

/** Actions that interrupt what runs on the server: confirmed before they are sent. */
export const DISRUPTIVE_ACTIONS: readonly ServerActionType[] = [
  'PowerOff',
  'PowerReboot',
  'ShutDownGuestOS',
  'RemoveNetwork',
]

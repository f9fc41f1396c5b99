import { SERVER_ACTION_TYPES, type ServerActionType } from '@shared/models'

type Translate = (key: string) => string

/** An action type in the user's words; types this version does not know are shown as the API names them. */
export function actionName(type: string, t: Translate): string {
  return (SERVER_ACTION_TYPES as readonly string[]).includes(type) || type === 'Create'
    ? t(`servers.actions.${type}`)
    : type
}

/** Actions that interrupt what runs on the server: confirmed before they are sent. */
export const DISRUPTIVE_ACTIONS: readonly ServerActionType[] = [
  'PowerOff',
  'PowerReboot',
  'ShutDownGuestOS',
  'RemoveNetwork',
]

import { defineMessages } from '../define'

export const servers = defineMessages({
  en: {},
  ru: {},
})

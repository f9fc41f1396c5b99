import { defineMessages } from '../define'

export const networks = defineMessages({
  en: {},
  ru: {},
})

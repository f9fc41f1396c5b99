import { defineMessages } from '../define'

export const ssl = defineMessages({
  en: {},
  ru: {},
})

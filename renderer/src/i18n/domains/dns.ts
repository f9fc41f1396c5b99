import { defineMessages } from '../define'

export const dns = defineMessages({
  en: {},
  ru: {},
})

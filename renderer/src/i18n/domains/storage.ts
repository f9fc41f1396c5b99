import { defineMessages } from '../define'

export const storage = defineMessages({
  en: {},
  ru: {},
})

import { defineMessages } from '../define'

export const tasks = defineMessages({
  en: {},
  ru: {},
})

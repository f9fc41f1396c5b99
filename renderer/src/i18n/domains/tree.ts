import { defineMessages } from '../define'

export const tree = defineMessages({
  en: {},
  ru: {},
})

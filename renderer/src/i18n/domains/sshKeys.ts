import { defineMessages } from '../define'

export const sshKeys = defineMessages({
  en: {},
  ru: {},
})

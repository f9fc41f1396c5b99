/**
 * A language's messages, compiled at build time (scripts/vite/precompiled-messages.mts): English's keys, each
 * message compiled to the syntax tree vue-i18n's runtime reads in place of its text.
 */
declare module 'virtual:hostdeck-messages/*' {
  const messages: import('./i18n/en').Messages
  export default messages
}

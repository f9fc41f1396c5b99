/** A language's messages, compiled at build time (scripts/vite/precompiled-messages.mts). */
declare module 'virtual:hostdeck-messages/*' {
  const messages: Record<string, unknown>
  export default messages
}

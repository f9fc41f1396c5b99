import { ref } from 'vue'

/**
 * The window's theme, decided without naive-ui (the frame paints before naive loads): the user's choice, or the
 * operating system's when it is `system`, followed live. App sets it on <html> as `data-theme`, which picks the
 * `--hd-*` colours (styles.css); naive's parts follow it (components/layout/naive-config.ts).
 */
export type OsTheme = 'light' | 'dark'

/** Whether the dark theme is what the user asked for (`system` follows the operating system). */
export function wantsDark(preference: 'system' | 'light' | 'dark', osTheme: OsTheme | null): boolean {
  return preference === 'system' ? osTheme === 'dark' : preference === 'dark'
}

/** The operating system's colour scheme, as a media query tells it; kept up to date by `followOsTheme`. */
export const osTheme = ref<OsTheme>('light')

type SchemeQuery = Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>

/** Reads the system's scheme now and on every change; returns what stops following it. */
export function followOsTheme(
  query: SchemeQuery | null = window.matchMedia?.('(prefers-color-scheme: dark)') ?? null,
): () => void {
  if (!query) return () => undefined
  const read = () => (osTheme.value = query.matches ? 'dark' : 'light')
  read()
  query.addEventListener('change', read)
  return () => query.removeEventListener('change', read)
}

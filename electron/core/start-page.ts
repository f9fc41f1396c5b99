import type { Preferences } from '../shared/contract'
import type { Backend } from './ports'
import { START_PREFERENCES_META, isSidebarWidth, locales, themePreferences } from '../shared/models/preferences'

/*
 * The page's preferences travel with the page: both hosts write them into index.html as it is served (a
 * `<meta>` the renderer reads before its first paint), so the shell paints in the user's language and theme
 * at once instead of waiting for a `preferences:get` answer queued behind the session's state.
 */

const escapeAttribute = (text: string) => text.replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`)

/** index.html with the preferences in a `<meta>` and the language on `<html lang>`; the text as it was if it has no head. */
export function withStartPreferences(
  html: string,
  preferences: Pick<Preferences, 'locale' | 'theme'> & Partial<Pick<Preferences, 'localeChosen' | 'sidebarWidth'>>,
): string {
  // Only known values are written: the page treats the meta as a hint, and so does this.
  if (!locales.includes(preferences.locale) || !themePreferences.includes(preferences.theme)) return html
  const { locale, theme, localeChosen = true } = preferences
  // The sidebar's width too: read from the page's own storage, it held the mount some 60 ms (a synchronous load).
  const sidebarWidth = isSidebarWidth(preferences.sidebarWidth)
    ? preferences.sidebarWidth
    : preferences.sidebarWidth === null
      ? null
      : undefined
  const content = escapeAttribute(JSON.stringify({ locale, theme, localeChosen, sidebarWidth }))
  const meta = `<meta name="${START_PREFERENCES_META}" content="${content}" />`
  if (!/<head>/i.test(html)) return html
  return html
    .replace(/<html\b[^>]*>/i, (tag) =>
      /\blang=/i.test(tag) ? tag.replace(/\blang="[^"]*"/i, `lang="${preferences.locale}"`) : tag,
    )
    .replace(/<head>/i, (head) => `${head}\n    ${meta}`)
}

/** The start page for `backend`'s current preferences; without them (a refused read) the page asks itself. */
export async function startPage(html: string, backend: Pick<Backend, 'invoke'>): Promise<string> {
  const result = await backend.invoke('preferences:get', undefined)
  return result.ok ? withStartPreferences(html, result.value as Preferences) : html
}

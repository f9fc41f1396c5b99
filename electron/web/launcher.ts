import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The launcher page's name in the (private, 0700) data folder. */
export const LAUNCHER_FILE = 'open-hostdeck.html'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * What `--open` hands the browser: a page in the private data folder (0600) that moves on to the host's URL, so
 * the launch key never stands on a command line (`xdg-open`'s argv is readable by every local user in /proc).
 * Answers the file's URL, which says nothing secret, and a way to remove the page once the host stops.
 */
export function writeLauncher(dataDir: string, url: string): { fileUrl: string; remove: () => void } {
  const file = join(dataDir, LAUNCHER_FILE)
  const target = escapeHtml(url)
  const page = `<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0; url=${target}"><title>Hostdeck</title><a href="${target}">Open Hostdeck</a>\n`
  writeFileSync(file, page, { mode: 0o600 })
  return { fileUrl: pathToFileURL(file).href, remove: () => rmSync(file, { force: true }) }
}

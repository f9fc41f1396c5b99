import type { Page } from '@playwright/test'

/** Calls the host from a page, as its own bridge does (the tab's key from sessionStorage, same origin). */
export async function invoke<T>(page: Page, channel: string, input?: unknown): Promise<T> {
  return page.evaluate(
    async ([name, body]) => {
      const key = window.sessionStorage.getItem('hostdeck.launchKey') ?? ''
      const response = await fetch(`/api/invoke/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Hostdeck-Key': key },
        body: JSON.stringify({ input: body }),
      })
      const result = (await response.json()) as { ok: boolean; value?: unknown; error?: { message: string } }
      if (!result.ok) throw new Error(result.error?.message)
      return result.value as T
    },
    [channel, input] as const,
  )
}

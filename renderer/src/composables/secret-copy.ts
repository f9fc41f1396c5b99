import type { SecretCopied, SecretRef } from '@shared/channels/secrets'
import { call } from '../api/client'

/** A secret as a pane names it; the account is the open one. */
export type SecretSource = Omit<SecretRef, 'accountId'>

/** The secret's value, asked of the backend on Show: the window's snapshot holds only that one exists. */
export async function revealSecret(accountId: string, source: SecretSource): Promise<string> {
  return (await call('secrets:reveal', { accountId, ...source })).value
}

/**
 * Copies a secret and answers after how many seconds it leaves the clipboard. The desktop host copies it itself
 * and clears it; a host without a clipboard of its own (the browser host) hands it here, and the page clears it,
 * when it still holds it then (the user may have copied something of their own since).
 */
export async function copySecret(accountId: string, source: SecretSource): Promise<number> {
  const copied: SecretCopied = await call('secrets:copy', { accountId, ...source })
  const { text } = copied
  if (text !== undefined) {
    await navigator.clipboard.writeText(text)
    setTimeout(() => void clearIfStill(text), copied.clearAfterSeconds * 1000)
  }
  return copied.clearAfterSeconds
}

async function clearIfStill(text: string): Promise<void> {
  try {
    if ((await navigator.clipboard.readText()) === text) await navigator.clipboard.writeText('')
  } catch {
    // The page may not read the clipboard (not focused, no permission): what it cannot see it leaves alone.
  }
}

// The types of cli-bundle.mjs (plain JavaScript: bin/hostdeck.mjs runs it before anything is compiled).
export const compileCacheDir: string
export function currentBundle(): string | undefined
export function completionBundle(): string | undefined
export function bundleIsFresh(bundle?: string, root?: string): boolean
export function buildBundle(): Promise<void>
export function ensureBundle(): Promise<string>

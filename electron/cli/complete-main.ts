import { openCacheShelf } from './cache-shelf'
import { complete } from './commands/completion'
import { defaultDataDir } from '../web/data-dir'

/**
 * `__complete WORD…`: what the shell's completion asks (see commands/completion.ts), answered from the cache's
 * files. The words are a command being typed, so they are not read as flags; a failure is no candidates.
 */
export async function completeWords(typed: readonly string[]): Promise<void> {
  const at = typed.indexOf('--data-dir')
  const dataDir = (at >= 0 ? typed[at + 1] : undefined) ?? (process.env.HOSTDECK_DATA_DIR?.trim() || defaultDataDir())
  const candidates = await complete(openCacheShelf(dataDir), typed).catch(() => [])
  process.stdout.write(candidates.map((candidate) => `${candidate}\n`).join(''))
}

// What the renderer makes the page parse before its first paint: the entry script and the modules index.html
// preloads. `checkRendererStart` keeps it within a third of the 2.3 MB single chunk the renderer once was, and
// free of what needs not be there (zod, vue-i18n's message compiler: messages come compiled). Run by
// `npm run check:package` on the built app; the bench prints the same figures.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** A third of 2.3 MB, in bytes. */
export const PRE_PAINT_BUDGET = Math.floor(2_300_000 / 3)

/** Code that must load later or never, by a string its minified form keeps. */
export const NOT_BEFORE_PAINT: Record<string, RegExp> = {
  zod: /\$ZodType/,
  "vue-i18n's message compiler": /[`'"]tokenizer[`'"]/,
}

/** The scripts index.html loads or preloads, as paths under the renderer folder. */
export function prePaintFiles(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
}

export interface RendererStart {
  files: string[]
  bytes: number
  problems: string[]
}

export function checkRendererStart(rendererDir: string, budget = PRE_PAINT_BUDGET): RendererStart {
  const files = prePaintFiles(readFileSync(join(rendererDir, 'index.html'), 'utf8'))
  const problems: string[] = []
  if (files.length === 0) problems.push('index.html loads no script from assets/')
  let bytes = 0
  for (const file of files) {
    bytes += statSync(join(rendererDir, file)).size
    const code = readFileSync(join(rendererDir, file), 'utf8')
    for (const [what, mark] of Object.entries(NOT_BEFORE_PAINT)) {
      if (mark.test(code))
        problems.push(
          `${what} is in ${file}, parsed before the first paint: import it where it is used, from a lazily loaded module`,
        )
    }
  }
  if (bytes > budget) {
    problems.push(
      `the code parsed before the first paint is ${(bytes / 1024).toFixed(0)} KiB, over its budget of ${(budget / 1024).toFixed(0)} KiB: load panes and dialogs on demand (lazyPane)`,
    )
  }
  return { files, bytes, problems }
}

import { describe, expect, it } from 'vitest'
import type { OutputBundle } from 'rolldown'
import { startFiles } from './start-chunk.mjs'

/** The parts of rolldown's chunks startFiles reads. */
function bundleOf(chunks: Array<{ fileName: string; entry?: string; imports?: string[]; css?: string[] }>) {
  const bundle: Record<string, unknown> = {}
  for (const chunk of chunks)
    bundle[chunk.fileName] = {
      type: 'chunk',
      fileName: chunk.fileName,
      isEntry: !!chunk.entry,
      facadeModuleId: chunk.entry ?? null,
      imports: chunk.imports ?? [],
      viteMetadata: { importedCss: new Set(chunk.css ?? []) },
    }
  bundle['assets/app.css'] = { type: 'asset', fileName: 'assets/app.css' }
  return bundle as OutputBundle
}

describe('what index.html preloads for the app', () => {
  const bundle = bundleOf([
    { fileName: 'assets/index.js', entry: '/p/renderer/index.html', imports: ['assets/boot.js'] },
    { fileName: 'assets/boot.js' },
    {
      fileName: 'assets/app.js',
      entry: '/p/renderer/src/main.ts',
      imports: ['assets/boot.js'],
      css: ['assets/app.css'],
    },
    { fileName: 'assets/Pane.js', imports: ['assets/app.js'] },
  ])

  it("is the app's entry, the chunks it imports at once and their styles, not the lazy ones", () => {
    expect(startFiles(bundle, 'renderer/src/main.ts')).toEqual({
      scripts: ['assets/app.js', 'assets/boot.js'],
      styles: ['assets/app.css'],
    })
  })

  it('names what to fix when the app is not an entry of its own', () => {
    expect(() => startFiles(bundle, 'renderer/src/other.ts')).toThrow(/add it to the renderer's rollupOptions.input/)
  })
})

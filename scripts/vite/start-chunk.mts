// A Vite plugin: index.html runs a tiny first module (renderer/src/boot.ts) that sends the start-up calls and
// then imports the app (renderer/src/main.ts, an entry of its own). So that the app is not fetched only once
// the first module has run, the page preloads it from the start: its script and the chunks it imports as
// `modulepreload` links, its styles as a stylesheet (Vite's loader then finds them there and adds none).
// scripts/packaging/renderer-start.ts counts every script the page loads or preloads as parsed before the paint.
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { HtmlTagDescriptor, Plugin } from 'vite'

/** The scripts and styles the entry `app` needs at once: its own file, the chunks it imports, their styles. */
export function startFiles(bundle: OutputBundle, app: string): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(app))
  if (!entry) throw new Error(`start-chunk: no entry chunk for ${app}: add it to the renderer's rollupOptions.input`)
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const scripts: string[] = []
  const styles = new Set<string>()
  const visit = (chunk: OutputChunk) => {
    if (scripts.includes(chunk.fileName)) return
    scripts.push(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css)
    for (const imported of chunk.imports) {
      const next = byName.get(imported)
      if (next) visit(next)
    }
  }
  visit(entry)
  return { scripts, styles: [...styles] }
}

/** Preloads the entry whose module path ends with `app` (e.g. `renderer/src/main.ts`) from index.html. */
export function startChunk(app: string): Plugin {
  return {
    name: 'hostdeck:start-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html
        const { scripts, styles } = startFiles(context.bundle as OutputBundle, app)
        const tag = (rel: string, href: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `./${href}` },
          injectTo: 'head',
        })
        const present = (file: string) => html.includes(`/${file}"`)
        return [
          ...scripts.filter((file) => !present(file)).map((file) => tag('modulepreload', file)),
          ...styles.filter((file) => !present(file)).map((file) => tag('stylesheet', file)),
        ]
      },
    },
  }
}

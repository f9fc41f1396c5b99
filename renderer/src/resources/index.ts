import { allResources, type ResourceKind } from '@shared/resources'
import type { CategoryView, KindWords, ResourceView } from './view'

export { defineView, wordsAt, type CategoryView, type KindWords, type ResourceView } from './view'

/**
 * The renderer's half of every resource kind, found by where it lives: `kinds/<kind>.ts`, beside its shared
 * descriptor in `@shared/resources`. A kind's view is the module's export that is one (`serverView`).
 */
const found = import.meta.glob<Record<string, unknown>>(['./kinds/*.ts', '!./kinds/*.test.ts'], { eager: true })

const isView = (value: unknown): value is ResourceView =>
  typeof value === 'object' && value !== null && 'resource' in value && 'words' in value

const foundByKind = new Map<string, ResourceView>()
for (const [path, module] of Object.entries(found)) {
  for (const view of Object.values(module).filter(isView)) {
    if (foundByKind.has(view.resource.kind)) throw new Error(`${view.resource.kind} has two views (${path})`)
    foundByKind.set(view.resource.kind, view)
  }
}

/** The views in the registry's order of the kinds, which is the order the tree shows their categories in. */
const VIEWS: readonly ResourceView[] = allResources().flatMap((d) => foundByKind.get(d.kind) ?? [])

/** Every registered view, with items seen as `unknown`. */
export const allViews = (): readonly ResourceView[] => VIEWS

const byKind = new Map<ResourceKind, ResourceView>(VIEWS.map((v) => [v.resource.kind as ResourceKind, v]))
/** The view of a kind; undefined for `category`, which is a tree row, not a resource. */
export const viewOf = (kind: ResourceKind): ResourceView | undefined => byKind.get(kind)

/** A category of the tree: the snapshot section it lists (its id as a ref), its name's message key, and how. */
export interface Category extends CategoryView {
  section: ResourceView['resource']['section']
  kind: Exclude<ResourceKind, 'category'>
  words: string
}

/** The tree's categories, in order: one per kind that has one, by its snapshot section. */
export const categories = (): readonly Category[] => CATEGORIES
const CATEGORIES: readonly Category[] = VIEWS.flatMap((v) =>
  v.category
    ? [
        {
          ...v.category,
          section: v.resource.section,
          kind: v.resource.kind as Category['kind'],
          words: v.words.section ?? v.words.one,
        },
      ]
    : [],
)

/** The category listing a section, if the tree has one. */
export const categoryOf = (section: string): Category | undefined => CATEGORIES.find((c) => c.section === section)

/** A kind's nouns (message keys), by its name; undefined for what is not a resource kind (a palette command). */
export const kindWords = (kind: string): KindWords | undefined => VIEWS.find((v) => v.resource.kind === kind)?.words

/**
 * The message key of a snapshot section's name: its kind's (`servers.kinds.server.section`), or the session's for
 * a section no kind lists (`session.sections.locations`).
 */
export function sectionWord(section: string): string {
  const owner = VIEWS.find((v) => v.resource.section === section && v.words.section)
  return owner?.words.section ?? `session.sections.${section}`
}

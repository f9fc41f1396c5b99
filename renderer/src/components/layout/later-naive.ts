import { ref, shallowRef, type Component } from 'vue'
import { afterPaint } from '../../after-paint'
import { lazyPane } from '../panes/lazy-pane'

/**
 * naive-ui and all that uses it load after the frame's first paint (#36): the frame (AppShell and what it shows) is
 * drawn without naive; `naive-later.ts` is a chunk of its own with naive's config provider and the parts of the
 * window made of naive (the content pane, dialogs, notices, the task centre, the palette, alerts, the account menu).
 */
type NaiveLater = typeof import('./naive-later')

let loading: Promise<NaiveLater> | undefined
/** The chunk with naive-ui, loaded once (the first stand-in rendered, or NaiveLayer after the first paint). */
export function loadNaiveLater(): Promise<NaiveLater> {
  loading ??= import('./naive-later')
  return loading
}

/** Whether the frame has painted: App renders NaiveLayer then. */
export const framePainted = ref(false)
/** Called by main.ts after the mount: a frame, then a task of its own (or a second, should frames not come). */
export function markFramePainted(): void {
  afterPaint(() => (framePainted.value = true), 1000)
}

/** The shell's <main>: NaiveLayer renders the content pane into it. */
export const shellMain = shallowRef<HTMLElement | null>(null)

/** Everything of the window that needs naive-ui, under one config provider (its theme waits for the dark colours). */
export const NaiveLayer = lazyPane(() => loadNaiveLater().then((naive) => naive.layerReady()))
/** naive's config provider (the app's theme and language) around its slot: for naive parts of the frame. */
export const NaiveIsland = lazyPane(() => loadNaiveLater().then((naive) => naive.islandReady()))
/** naive's alert: shown only when something failed, under a NaiveIsland. */
export const NAlert = lazyPane(() => loadNaiveLater().then((naive) => naive.NAlert))
/** naive's button, where it sits in a naive part (an alert's action), under a NaiveIsland. */
export const NButton = lazyPane(() => loadNaiveLater().then((naive) => naive.NButton))
/**
 * NaiveIsland and naive's dropdown, resolved, once naive's chunk and colours are here: the account menu swaps its
 * stand-in button for them in one render. (As async components they rendered a beat later than the stand-in left:
 * a click in that gap hit no button, and the menu did not open.)
 */
export const naiveMenu = shallowRef<{ Island: Component; Dropdown: Component } | null>(null)
/** Loads naive's chunk (and the dark colours if wanted); `naiveMenu` is set then. */
export async function whenNaiveReady(): Promise<void> {
  const naive = await loadNaiveLater()
  const Island = await naive.islandReady()
  naiveMenu.value ??= { Island, Dropdown: naive.NDropdown }
}

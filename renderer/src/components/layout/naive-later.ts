// naive-ui and the parts of the window made of it: a chunk of its own, loaded after the frame's first paint (see
// later-naive.ts).
import NaiveIsland from './NaiveIsland.vue'
import NaiveLayer from './NaiveLayer.vue'
import { themeReady } from './naive-config'

export { NAlert, NButton, NDropdown } from 'naive-ui'

/** NaiveLayer, once the colours it needs are here. */
export async function layerReady(): Promise<typeof NaiveLayer> {
  await themeReady()
  return NaiveLayer
}

/** NaiveIsland, once the colours it needs are here. */
export async function islandReady(): Promise<typeof NaiveIsland> {
  await themeReady()
  return NaiveIsland
}

import { defineAsyncComponent, type Component } from 'vue'

/**
 * A pane (or dialog) loaded when first shown, not with the app: the code parsed before the first paint stays
 * small. A failed load reaches the app's error handler, which tells the user.
 */
export function lazyPane(loader: () => Promise<Component | { default: Component }>): Component {
  return defineAsyncComponent({ loader, delay: 0 })
}

import { onBeforeUnmount, watchEffect } from 'vue'

/**
 * A landmark at the end of the page for what naive teleports out of the app (notices, a dropdown's menu), named
 * `label` in the user's language: without it, that content stands outside every landmark, where a reader going by
 * landmarks never finds it (WCAG's region rule). It is not positioned, so what it holds is placed as on the body.
 */
export function useFloatingLandmark(label: () => string): HTMLElement {
  const landmark = document.createElement('div')
  landmark.setAttribute('role', 'region')
  document.body.append(landmark)
  watchEffect(() => landmark.setAttribute('aria-label', label()))
  onBeforeUnmount(() => landmark.remove())
  return landmark
}

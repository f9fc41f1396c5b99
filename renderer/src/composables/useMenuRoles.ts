import { useFloatingLandmark } from './useFloatingLandmark'

/**
 * Props for naive's dropdown, which draws plain divs on the body: its panel is said as a menu named `label`, each
 * choice as a menu item (a reader hears "menu, 3 items"), inside a landmark of the same name (`to`). In a
 * component's setup.
 */
export function useMenuRoles(label: () => string) {
  return {
    to: useFloatingLandmark(label),
    menuProps: () => ({ role: 'menu', 'aria-label': label() }),
    nodeProps: () => ({ role: 'menuitem' }),
  }
}

/**
 * Two gaps in naive-ui's markup, repaired where it renders them (cards and drawers also render in teleported
 * modals, so this watches the document):
 * - a card marks its title `role="heading"` twice — on the header row, which also holds its buttons, and on the
 *   title inside it — and gives neither a level: screen readers then guess, and axe calls it critical. The title
 *   gets a level (2: a card is a part of a pane or a dialog, under its h1); the row around it loses the role.
 * - its close buttons (dialogs, the task centre) are named "close", its spinners "loading", in English whatever
 *   the language.
 * - a number field's − and + buttons have no name at all (axe: critical button-name).
 * - a dialog made with useDialog (the confirmations) is a `role="dialog"` without a name: its title names it.
 */
const TITLE = '.n-card-header__main[role="heading"]:not([aria-level])'
const ROW = '.n-card-header[role="heading"]'
const CLOSE = '.n-base-close[aria-label]'
const LOADING = '.n-base-loading[aria-label]'
const NUMBER = '.n-input-number'
const DIALOG = '.n-dialog[role="dialog"]:not([aria-labelledby])'
let titles = 0

/** A number field's buttons, in naive's order: − then +. */
function nameSteppers(field: Element, words: Words): void {
  const [less, more] = field.querySelectorAll('.n-input__suffix .n-button, .n-input__prefix .n-button')
  less?.setAttribute('aria-label', words.decrease)
  more?.setAttribute('aria-label', words.increase)
}

/** A confirmation named by its title. */
function nameDialog(dialog: Element): void {
  const title = dialog.querySelector('.n-dialog__title')
  if (!title) return
  title.id ||= `naive-dialog-title-${++titles}`
  dialog.setAttribute('aria-labelledby', title.id)
}

function repair(root: ParentNode, words: Words): void {
  for (const title of root.querySelectorAll(TITLE)) title.setAttribute('aria-level', '2')
  for (const row of root.querySelectorAll(ROW)) row.setAttribute('role', 'none')
  for (const close of root.querySelectorAll(CLOSE))
    if (close.getAttribute('aria-label') !== words.close) close.setAttribute('aria-label', words.close)
  for (const spinner of root.querySelectorAll(LOADING))
    if (spinner.getAttribute('aria-label') !== words.loading) spinner.setAttribute('aria-label', words.loading)
  const inside = (selector: string) => [
    ...(root instanceof Element && root.matches(selector) ? [root] : []),
    ...root.querySelectorAll(selector),
  ]
  for (const field of inside(NUMBER)) nameSteppers(field, words)
  for (const dialog of inside(DIALOG)) nameDialog(dialog)
}

interface Words {
  close: string
  loading: string
  decrease: string
  increase: string
}

/** Starts the repair; `relabel()` re-applies the words after a change of language. */
export function repairNaiveMarkup(
  words: () => Words,
  target: HTMLElement = document.body,
): { relabel(): void; stop(): void } {
  repair(target, words())
  const observer = new MutationObserver((records) => {
    // Each parent once: a list that adds 10,000 rows to one parent is one pass over it, not 10,000.
    const roots = new Set<Element>()
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) roots.add(node.parentElement ?? node)
      }
    }
    if (roots.size === 0) return
    const now = words()
    for (const root of roots) if (root.isConnected) repair(root, now)
  })
  observer.observe(target, { childList: true, subtree: true })
  return { relabel: () => repair(target, words()), stop: () => observer.disconnect() }
}

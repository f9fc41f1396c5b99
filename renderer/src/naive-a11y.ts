/**
 * Two gaps in naive-ui's markup, repaired where it renders them (cards and drawers also render in teleported
 * modals, so this watches the document):
 * - a card marks its title `role="heading"` twice — on the header row, which also holds its buttons, and on the
 *   title inside it — and gives neither a level: screen readers then guess, and axe calls it critical. The title
 *   gets a level (2: a card is a part of a pane or a dialog, under its h1); the row around it loses the role.
 * - its close buttons (dialogs, the task centre) are named "close", its spinners "loading", in English whatever
 *   the language.
 */
const TITLE = '.n-card-header__main[role="heading"]:not([aria-level])'
const ROW = '.n-card-header[role="heading"]'
const CLOSE = '.n-base-close[aria-label]'
const LOADING = '.n-base-loading[aria-label]'

function repair(root: ParentNode, words: Words): void {
  for (const title of root.querySelectorAll(TITLE)) title.setAttribute('aria-level', '2')
  for (const row of root.querySelectorAll(ROW)) row.setAttribute('role', 'none')
  for (const close of root.querySelectorAll(CLOSE))
    if (close.getAttribute('aria-label') !== words.close) close.setAttribute('aria-label', words.close)
  for (const spinner of root.querySelectorAll(LOADING))
    if (spinner.getAttribute('aria-label') !== words.loading) spinner.setAttribute('aria-label', words.loading)
}

interface Words {
  close: string
  loading: string
}

/** Starts the repair; `relabel()` re-applies the words after a change of language. */
export function repairNaiveMarkup(
  words: () => Words,
  target: HTMLElement = document.body,
): { relabel(): void; stop(): void } {
  repair(target, words())
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) repair(node.parentElement ?? node, words())
      }
    }
  })
  observer.observe(target, { childList: true, subtree: true })
  return { relabel: () => repair(target, words()), stop: () => observer.disconnect() }
}

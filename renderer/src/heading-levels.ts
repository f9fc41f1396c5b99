/**
 * naive-ui's card (and a dialog's card) marks its title `role="heading"` twice — on the header row, which also
 * holds its buttons, and on the title inside it — and gives neither a level: screen readers then guess, and axe
 * calls it critical. This gives the title a level (2: a card is a part of a pane or a dialog, under its h1) and
 * takes the role off the row around it. It watches the document, since naive renders cards in teleported modals too.
 */
const TITLE = '.n-card-header__main[role="heading"]:not([aria-level])'
const ROW = '.n-card-header[role="heading"]'

function fix(root: ParentNode): void {
  for (const title of root.querySelectorAll(TITLE)) title.setAttribute('aria-level', '2')
  for (const row of root.querySelectorAll(ROW)) row.setAttribute('role', 'none')
}

export function levelCardHeadings(target: HTMLElement = document.body): () => void {
  fix(target)
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue
        if (node.matches(TITLE) || node.matches(ROW)) fix(node.parentElement ?? node)
        else fix(node)
      }
    }
  })
  observer.observe(target, { childList: true, subtree: true })
  return () => observer.disconnect()
}

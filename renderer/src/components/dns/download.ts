/**
 * Saves text as a file the way a web page does: a Blob and a temporary <a download>. The browser host gets a
 * download; Electron, with no will-download handler of ours, asks where to save it with its save dialog.
 */
export function downloadText(fileName: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handed to the download machinery.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

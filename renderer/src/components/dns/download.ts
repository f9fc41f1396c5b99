/**
 * Saves text as a file the way a web page does: a Blob and a temporary <a download>. The browser host gets a
 * download; Electron, with no will-download handler of ours, asks where to save it with its save dialog.
 */
export function downloadText(fileName: string, text: string, type = 'text/plain'): void {
  downloadBlob(fileName, new Blob([text], { type: `${type};charset=utf-8` }))
}

/** A CSV file's text as saved: led by a byte-order mark when asked (Excel on Windows then reads UTF-8, Cyrillic and all). */
export function csvFileText(text: string, bom: boolean): string {
  return bom && !text.startsWith('\uFEFF') ? `\uFEFF${text}` : text
}

/** Saves a CSV file, with the BOM the preferences ask for (on by default on Windows). */
export function downloadCsv(fileName: string, text: string, bom: boolean): void {
  downloadText(fileName, csvFileText(text, bom), 'text/csv')
}

/** Bytes as they came (a certificate file, a PKCS#12 bundle), saved the same way. */
export function downloadBytes(fileName: string, base64: string, type = 'application/octet-stream'): void {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  downloadBlob(fileName, new Blob([bytes], { type }))
}

function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
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

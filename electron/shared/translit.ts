/** Russian letters in Latin ones, the way people type them in a name (`бэкенд-прод` → `bekend-prod`). */
export const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'sch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
} // prettier-ignore

/** Cyrillic letters in Latin ones, keeping their case (`Резерв` → `Rezerv`); every other character as it is. */
export function transliterate(text: string): string {
  if (!/[а-яё]/i.test(text)) return text
  let out = ''
  for (const char of text) {
    const lower = char.toLowerCase()
    const latin = TRANSLIT[lower]
    if (latin === undefined) out += char
    else out += char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1)
  }
  return out
}

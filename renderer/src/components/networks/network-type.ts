type Translate = (key: string) => string

/** A network type (Private, PublicShared…) in the user's words; a type this version does not know, as the API names it. */
export function networkTypeLabel(
  type: string | null | undefined,
  t: Translate,
  te: (key: string) => boolean,
): string | null {
  if (!type) return null
  return te(`networks.types.${type}`) ? t(`networks.types.${type}`) : type
}

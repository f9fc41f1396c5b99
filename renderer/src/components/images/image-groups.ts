import type { SelectGroupOption } from 'naive-ui'
import type { Image } from '@shared/models/images'

export type FamilyGroup = 'own' | 'Linux' | 'Windows' | 'Bsd' | 'other'
const ORDER: FamilyGroup[] = ['Linux', 'Windows', 'Bsd', 'own', 'other']

export function familyGroupOf(image: Image): FamilyGroup {
  if (image.isOwn) return 'own'
  const family = (image.family ?? '').toLowerCase()
  return family === 'linux' ? 'Linux' : family === 'windows' ? 'Windows' : family === 'bsd' ? 'Bsd' : 'other'
}

/** Images grouped for a select: Linux, Windows, BSD, the account's own, then anything else; names sorted in each. */
export function groupImages(images: readonly Image[]): Array<{ group: FamilyGroup; images: Image[] }> {
  const groups = new Map<FamilyGroup, Image[]>()
  for (const image of images) {
    const group = familyGroupOf(image)
    groups.set(group, [...(groups.get(group) ?? []), image])
  }
  return ORDER.filter((g) => groups.has(g)).map((group) => ({
    group,
    images: groups
      .get(group)!
      .slice()
      .sort((a, b) => a.displayName.localeCompare(b.displayName, undefined, { numeric: true })),
  }))
}

/** The images as a select's option groups (see groupImages), each group titled by its family's name. */
export function imageGroupOptions(
  images: readonly Image[],
  familyName: (group: FamilyGroup) => string,
): SelectGroupOption[] {
  return groupImages(images).map(({ group, images: list }) => ({
    type: 'group',
    key: group,
    label: familyName(group),
    children: list.map((i) => ({ value: i.id, label: i.displayName })),
  }))
}

/** The family an image's server will have: an own image reports its source's family, when the service says. */
export const familyOf = (image: Image | undefined): string | null => image?.family ?? null

/**
 * Whose an image is, as far as anything says: the account's (it made it: its journal, or this run's POST /image; or
 * the service marks it so), the provider's (the service marks it a template), or unknown (the live list marks
 * nothing: C1 `Models/Image.cs`, C4). Only the account's own is offered for deletion.
 */
export type ImageOwner = 'own' | 'provider' | 'unknown'
export const ownerOf = (image: Pick<Image, 'isOwn'>): ImageOwner =>
  image.isOwn === true ? 'own' : image.isOwn === false ? 'provider' : 'unknown'
export const offersDelete = (image: Pick<Image, 'isOwn'>): boolean => ownerOf(image) === 'own'

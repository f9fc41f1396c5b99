import type { AccountSnapshot } from '@shared/contract'
import type { Server } from '@shared/models/servers'

/** The rows the Images category shows in the tree: the account's own images (templates are in its list pane). */
export function imageRows(snapshot: AccountSnapshot, where: (code: string) => string = (code) => code) {
  return snapshot.images
    ?.filter((i) => i.isOwn)
    .map((i) => ({
      label: i.displayName,
      id: i.id,
      state: i.state,
      search: [i.displayName, i.name, i.dcLocation, i.dcLocation ? where(i.dcLocation) : null]
        .filter(Boolean)
        .join(' ')
        .toLowerCase(),
      detail: i.dcLocation ? where(i.dcLocation) : undefined,
    }))
}

const gb = (mb: number) => (mb % 1024 === 0 ? String(mb / 1024) : (mb / 1024).toFixed(1))

/** A server row's dimmed text: address, image, location and size, cut from the end where the sidebar is narrow. */
export function serverRowDetail(s: Server, where: (code: string) => string = (code) => code): string | undefined {
  const size = s.cpu !== null && s.ram !== null ? `${s.cpu}×${gb(s.ram)}G${s.hdd !== null ? `/${s.hdd}G` : ''}` : null
  const parts = [s.ip, s.image ?? s.imageFamily, s.dcLocation ? where(s.dcLocation) : null, size].filter(
    (p): p is string => !!p,
  )
  return parts.length > 0 ? parts.join(' · ') : undefined
}

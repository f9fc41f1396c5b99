import { z } from 'zod'
import type { Image } from '../../../shared/models/images'
import { blankAsNull, looseNumber, optionalText, serviceTime, wireId, wireText, withAliases } from './common'
import { SLOW, withFastRead } from './fast-read'
import { answerList } from './lists'

/** IsCustom / IsPublic / a ServerID, when an answer carries one (the simulator's seed dialect does; no public source). */
function ownership(i: { IsCustom?: unknown; IsPublic?: unknown; ServerID: number | null }): boolean | null {
  const custom = flagOf(i.IsCustom)
  const isPublic = flagOf(i.IsPublic)
  if (custom === true || isPublic === false || i.ServerID !== null) return true
  if (custom === false || isPublic === true) return false
  return null
}
/** An ownership flag as sent: a boolean, or its text ("true"/"false"); read the fast way too (fast-read.ts). */
const wireFlag = withFastRead(z.union([z.boolean(), z.string()]), (v) =>
  typeof v === 'boolean' || typeof v === 'string' ? v : SLOW,
)
const flagOf = (v: unknown): boolean | null =>
  v === true || v === false ? v : typeof v === 'string' && /^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : null

/**
 * GET /image item (C1 `Models/Image.cs`: ID, Name, DisplayName, DCLocation, Family, IsAvailableISP; C4 `OS_data`:
 * Hdd, the image's minimum disk). No public source shows how an own image is told from a template: an ownership
 * field is read when present, otherwise it is unknown here and decided by what this account made (images.list).
 */
export const wireImage = withAliases(
  { Id: 'ID', DcLocation: 'DCLocation', ServerId: 'ServerID', ServerID: 'ServerID', HDD: 'Hdd' },
  z.object({
    ID: wireId,
    Name: wireText,
    DisplayName: blankAsNull,
    DCLocation: blankAsNull,
    Family: blankAsNull,
    IsCustom: wireFlag.nullish(),
    IsPublic: wireFlag.nullish(),
    Hdd: looseNumber,
    State: optionalText,
    ServerID: wireId.nullish().transform((v) => v ?? null),
    DateCreate: serviceTime,
  }),
).transform((i): Image => ({
  id: i.ID,
  name: i.Name,
  displayName: i.DisplayName ?? i.Name,
  dcLocation: i.DCLocation,
  family: i.Family,
  isOwn: ownership(i),
  state: i.State,
  serverId: i.ServerID,
  dateCreate: i.DateCreate,
  hdd: i.Hdd,
}))

export const wireImageList = answerList(wireImage)

import { z } from 'zod'
import type { Image } from '../../../shared/models'
import { blankAsNull, looseBool, optionalText, answerList, wireId, wireText, withAliases } from './common'

/**
 * GET /image item (C1 `Models/Image.cs`: ID, Name, DisplayName, DCLocation, Family, IsAvailableISP). The public
 * clients are silent on how an own image is told from a template: any of IsCustom / IsPublic false / a ServerID
 * marks it as the account's.
 */
export const wireImage = withAliases(
  { Id: 'ID', DcLocation: 'DCLocation', ServerId: 'ServerID', ServerID: 'ServerID' },
  z.object({
    ID: wireId,
    Name: wireText,
    DisplayName: blankAsNull,
    DCLocation: blankAsNull,
    Family: blankAsNull,
    IsCustom: looseBool,
    IsPublic: z.union([z.boolean(), z.string()]).nullish(),
    State: optionalText,
    ServerID: wireId.nullish().transform((v) => v ?? null),
    DateCreate: optionalText,
  }),
).transform((i): Image => ({
  id: i.ID,
  name: i.Name,
  displayName: i.DisplayName ?? i.Name,
  dcLocation: i.DCLocation,
  family: i.Family,
  isOwn: i.IsCustom || i.IsPublic === false || String(i.IsPublic).toLowerCase() === 'false' || i.ServerID !== null,
  state: i.State,
  serverId: i.ServerID,
  dateCreate: i.DateCreate,
}))

export const wireImageList = answerList(wireImage)

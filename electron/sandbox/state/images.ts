import { formatDate } from '../dates'
import type { Server } from './server-types'
import type { DateTime, DcLocation, IdSource } from './types'

/** An image: a public template (one per location, as GET /image lists them) or one the customer made of a server. */
export interface Image {
  ID: number
  /** Technical name (Ubuntu24.04x64, or the TechName given when it was made). */
  Name: string
  DisplayName: string
  /** Location key (as in every DCLocation field). */
  DCLocation: string
  /** Linux, Windows or Bsd (C1 `Models/Image.cs`). */
  Family: string
  IsAvailableISP: boolean
  /** Made by the customer from a server; public templates are false. */
  own: boolean
  /** Own images: New while being made, Active, Deleting. */
  State: string
  ServerID: number | null
  DateCreate: DateTime | null
  /** The smallest disk a server built from it may have, GB (C4 `OS_data`). */
  Hdd: number
}

/** Public templates (one per location) and the customer's own images, by id. */
export interface ImagesState {
  images: Map<number, Image>
}

export const initialImagesState = (locations: DcLocation[]): ImagesState => ({ images: publicImages(locations) })

interface Template {
  /** The id on the live service in St. Petersburg (C4 `data/ict_conf.json`); other locations get their own. */
  id: number
  Name: string
  DisplayName: string
  Family: 'Linux' | 'Windows' | 'Bsd'
  /** Location keys without this template (all others have it). */
  missingIn?: string[]
}

/** Templates as the live service names them (C4); Ubuntu 24.04 and Debian 12 are what the demo servers run. */
const TEMPLATES: Template[] = [
  { id: 4300, Name: 'Ubuntu24.04x64', DisplayName: 'Ubuntu 24.04 x64', Family: 'Linux' },
  { id: 3492, Name: 'Ubuntu20.04x64', DisplayName: 'Ubuntu 20.4 x64', Family: 'Linux' },
  { id: 4301, Name: 'Debian12x64', DisplayName: 'Debian 12', Family: 'Linux' },
  { id: 3783, Name: 'Debian11x64', DisplayName: 'Debian 11', Family: 'Linux', missingIn: ['MinskBy'] },
  {
    id: 4112,
    Name: 'RockyLinux_v1',
    DisplayName: 'Rocky Linux 8.7',
    Family: 'Linux',
    missingIn: ['SdnAlmaty', 'MinskBy'],
  },
  {
    id: 2360,
    Name: 'FreeBSD11x64',
    DisplayName: 'FreeBSD 11.2 x64',
    Family: 'Bsd',
    missingIn: ['SdnAlmaty', 'MinskBy', 'SdnSpb2'],
  },
  {
    id: 3740,
    Name: 'WinServer2022x64En',
    DisplayName: 'Windows Server 2022 x64 (En)',
    Family: 'Windows',
    missingIn: ['MinskBy'],
  },
  {
    id: 3240,
    Name: 'WinServer2019x64En',
    DisplayName: 'Windows Server 2019 x64 (En)',
    Family: 'Windows',
    missingIn: ['MinskBy'],
  },
  {
    id: 3,
    Name: 'WinServer2012R2x64En',
    DisplayName: 'Windows Server 2012 R2 x64 (En)',
    Family: 'Windows',
    missingIn: ['SdnAlmaty', 'MinskBy', 'SdnSpb2'],
  },
]

/**
 * The smallest disk a server built from a template may have (`Hdd`, C4 `OS_data`): the provider's floors for the
 * family (10 GB Linux, 40 GB Windows); FreeBSD's 20 GB is illustrative, so that one template asks more than its family.
 */
const TEMPLATE_HDD: Record<Template['Family'], number> = { Linux: 10, Windows: 40, Bsd: 20 }

/** Above the customer's id sequence, so a template id never names anything else. */
const templateId = (template: Template, location: DcLocation) =>
  location.ID === 1 ? template.id : 9_000_000 + location.ID * 10_000 + template.id

/** Each location lists its own copy of each template it offers (GET /image has one DCLocation per item). */
export function publicImages(locations: DcLocation[]): Map<number, Image> {
  const images = new Map<number, Image>()
  for (const location of locations) {
    for (const template of TEMPLATES) {
      if (template.missingIn?.includes(location.key)) continue
      const ID = templateId(template, location)
      images.set(ID, {
        ID,
        Name: template.Name,
        DisplayName: template.DisplayName,
        DCLocation: location.key,
        Family: template.Family,
        IsAvailableISP: template.Family === 'Linux',
        own: false,
        State: 'Active',
        ServerID: null,
        DateCreate: null,
        Hdd: TEMPLATE_HDD[template.Family],
      })
    }
  }
  return images
}

/** The family of an image name as the live service's templates are named. */
export const familyOfImage = (customer: ImagesState, name: string): string =>
  [...customer.images.values()].find((i) => i.Name === name)?.Family ?? (/^win/i.test(name) ? 'Windows' : 'Linux')

/** An image of a server, as POST /image makes it (State New until the copy is done). */
export function addOwnImage(
  customer: IdSource & ImagesState,
  server: Server,
  spec: { Name: string; DisplayName: string; State: string; createdAt: number },
): Image {
  const image: Image = {
    ID: customer.nextId(),
    Name: spec.Name,
    DisplayName: spec.DisplayName,
    DCLocation: server.DCLocation,
    Family: server.family ?? familyOfImage(customer, server.Image),
    IsAvailableISP: false,
    own: true,
    State: spec.State,
    ServerID: server.ID,
    DateCreate: formatDate(spec.createdAt),
    // A copy of the server's disk needs a disk as large.
    Hdd: server.HDD,
  }
  customer.images.set(image.ID, image)
  return image
}

declare module './types' {
  interface CustomerParts {
    images: ImagesState
  }
}

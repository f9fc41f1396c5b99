import type {} from './session'

/** An image a server can be built from (wire GET /image): a public template or one the account made of a server. */
export interface Image {
  id: number
  /** Technical name (Ubuntu24.04x64); servers name their image by it. */
  name: string
  /** What people read (Ubuntu 24.04 x64); the technical name when the service gives none. */
  displayName: string
  /** The location's TechTitle: each location lists its own copy of a template. */
  dcLocation: string | null
  /** Linux, Windows or Bsd as the service says; null when it does not. */
  family: string | null
  /**
   * Made by this account: true when the service marks it so or this account made it (POST /image's answer, the
   * journal); false for a marked template; null when nothing says (the live list carries no ownership field).
   */
  isOwn: boolean | null
  /** Own images: New while being made, Active, Deleting; null when the service does not say. */
  state: string | null
  /** The server an own image was made of, when the service says. */
  serverId: number | null
  dateCreate: string | null
  /** The smallest disk a server built from it may have, GB (`Hdd`, C4); null when the service does not say. */
  hdd: number | null
}

/** The families the create form groups images by; everything else is shown under its own name. */
export const IMAGE_FAMILIES = ['Linux', 'Windows', 'Bsd'] as const

/** SSH keys are installed only on Linux images (REAL-API.md: `SshKeys` for Linux). */
export const takesSshKeys = (family: string | null | undefined): boolean => (family ?? '').toLowerCase() === 'linux'

// This domain's sections of the snapshot (session.ts).
declare module './session' {
  interface AccountSnapshot {
    /** Public templates and the account's own images (GET /image). */
    images?: Image[]
  }
}

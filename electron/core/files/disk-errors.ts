import { DiskError } from '../errors'

/** A file-system failure in words a person can act on, instead of a raw ENOSPC. Serialisable, never a path secret. */
export function diskError(error: unknown, path: string): DiskError {
  const code = (error as NodeJS.ErrnoException)?.code
  const where = path
  const message =
    code === 'ENOSPC' || code === 'EDQUOT'
      ? `The disk is full: Hostdeck could not save ${where}. Free some space, then try again; nothing was changed.`
      : code === 'EACCES' || code === 'EPERM'
        ? `Hostdeck may not write ${where}: the file or its folder is read-only, locked (immutable) or belongs to another user. Check both, then try again; nothing was changed.`
        : code === 'EROFS'
          ? `The disk holding ${where} is read-only. Choose another data folder, then try again; nothing was changed.`
          : code === 'EISDIR'
            ? `${where} is a folder, not a file. Move that folder aside, then try again; nothing was changed.`
            : `Hostdeck could not save ${where} (${code ?? (error instanceof Error ? error.message : String(error))}). Try again; nothing was changed.`
  return new DiskError(message, code)
}

/** Why a write failed, in a few words ("the disk is full"), for a sentence of the caller's. */
export function diskReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'the disk is full'
  if (code === 'EACCES' || code === 'EPERM') return 'Hostdeck may not write there'
  if (code === 'EROFS') return 'the disk is read-only'
  return code ?? (error instanceof Error ? error.message : String(error))
}

/** A file that exists but cannot be read (a folder in its place, no permission), in words a person can act on. */
export function readError(error: unknown, path: string): DiskError {
  const code = (error as NodeJS.ErrnoException)?.code
  const message =
    code === 'EISDIR'
      ? `${path} is a folder, not a file: Hostdeck cannot read it. Move that folder aside and restart Hostdeck.`
      : code === 'EACCES' || code === 'EPERM'
        ? `Hostdeck may not read ${path}. Check the file's permissions and restart Hostdeck.`
        : `Hostdeck could not read ${path} (${code ?? (error instanceof Error ? error.message : String(error))}).`
  return new DiskError(message)
}

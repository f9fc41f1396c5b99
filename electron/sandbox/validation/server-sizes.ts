import { ApiError } from '../errors'

/**
 * The sizes the provider takes (`1cloud.ru/api/server/createserver`; BackupPeriod from C4): memory from 512 MB
 * (Linux) or 1024 MB (Windows) in steps of 256 MB up to 1024 and of 1024 MB above; a disk from 10 GB (Linux) or
 * 40 GB (Windows) in steps of 10 GB, never below the image's `Hdd`; backups kept 0, 7, 14 or 28 days. Refusals
 * name the field and the limit; the real dialect words them in Russian, as the live service does.
 */
export const BACKUP_PERIODS = [0, 7, 14, 28] as const

const isWindows = (family: string | null | undefined) => /windows/i.test(family ?? '')

const refused = (field: string, english: string, russian: string) =>
  new ApiError(400, `${field}: ${english}`, {}, russian)

export function checkRam(ram: number, family: string | null | undefined): void {
  const min = isWindows(family) ? 1024 : 512
  const onGrid = ram <= 1024 ? ram % 256 === 0 : ram % 1024 === 0
  if (ram >= min && onGrid) return
  throw refused(
    'RAM',
    `must be at least ${min} MB for ${isWindows(family) ? 'Windows' : 'Linux'}, in steps of 256 MB up to 1024 MB and of 1024 MB above`,
    `Объём памяти (RAM) должен быть не менее ${min} МБ, кратен 256 МБ до 1024 МБ и 1024 МБ выше`,
  )
}

export function checkHdd(hdd: number, family: string | null | undefined, image?: { Name: string; Hdd: number }): void {
  const min = isWindows(family) ? 40 : 10
  if (hdd < min || hdd % 10 !== 0) {
    throw refused(
      'HDD',
      `must be at least ${min} GB for ${isWindows(family) ? 'Windows' : 'Linux'}, in steps of 10 GB`,
      `Размер диска (HDD) должен быть не менее ${min} ГБ и кратен 10 ГБ`,
    )
  }
  if (image && hdd < image.Hdd) {
    throw refused(
      'HDD',
      `the image ${image.Name} needs a disk of at least ${image.Hdd} GB`,
      `Для образа ${image.Name} нужен диск (HDD) не менее ${image.Hdd} ГБ`,
    )
  }
}

export function checkBackupPeriod(days: number | undefined, backups: boolean): void {
  if (days === undefined && !backups) return
  if ((BACKUP_PERIODS as readonly number[]).includes(days ?? -1) && (!backups || days !== 0)) return
  throw refused(
    'BackupPeriod',
    backups ? 'must be 7, 14 or 28 days' : 'must be 0, 7, 14 or 28 days',
    'Срок хранения резервных копий (BackupPeriod): 7, 14 или 28 дней',
  )
}

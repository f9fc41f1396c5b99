import { join } from 'node:path'
import { consoleLogger, type SecretStore } from '../ports'
import { createFileLogger, type FileLogger } from './file-log'
import { createRedactor, redactingSecrets } from './redact'

/** The folder of the log, inside the data folder. */
export const logFolder = (dataDir: string) => join(dataDir, 'logs')

/**
 * What a host logs through: `<dataDir>/logs/hostdeck.log` (and the console), with every token the secret store
 * hands out or keeps taken out of each line.
 */
export function openHostLog(dataDir: string, secretStore: SecretStore): { log: FileLogger; secretStore: SecretStore } {
  const redactor = createRedactor()
  return {
    log: createFileLogger({ dir: logFolder(dataDir), redactor, echo: consoleLogger }),
    secretStore: redactingSecrets(secretStore, redactor),
  }
}

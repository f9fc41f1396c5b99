import { join } from 'node:path'
import { consoleLogger, type Logger, type SecretStore } from '../ports'
import { createFileLogger, type FileLogger } from './file-log'
import { createRedactor, redactingSecrets } from './redact'

/** The folder of the log, inside the data folder. */
export const logFolder = (dataDir: string) => join(dataDir, 'logs')

/**
 * What a host logs through: `<dataDir>/logs/hostdeck.log` (and `echo`, the console unless the host says null:
 * the command line keeps its output for the answer), with every token the secret store hands out or keeps taken out
 * of each line.
 */
export function openHostLog(
  dataDir: string,
  secretStore: SecretStore,
  echo: Logger | null = consoleLogger,
): { log: FileLogger; secretStore: SecretStore } {
  const redactor = createRedactor()
  return {
    log: createFileLogger({ dir: logFolder(dataDir), redactor, echo: echo ?? undefined }),
    secretStore: redactingSecrets(secretStore, redactor),
  }
}

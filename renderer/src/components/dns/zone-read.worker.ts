import { readZone, type ZoneReadJob, type ZoneReadMessage } from './zone-read'

/** The zone reader: parses and compares a zone file off the page's thread, posting its progress. */
const post = (message: ZoneReadMessage) => self.postMessage(message)
self.onmessage = (event: MessageEvent<ZoneReadJob>) => {
  try {
    post({ kind: 'done', result: readZone(event.data, (fraction) => post({ kind: 'progress', fraction })) })
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
}

import { usage } from './exit-codes'

/** What a prompt without echo needs of a terminal's input: raw mode (no echo, no line editing) and its keys. */
export interface KeyInput {
  setRawMode(raw: boolean): unknown
  setEncoding(encoding: BufferEncoding): unknown
  resume(): unknown
  pause(): unknown
  on(event: 'data', listener: (chunk: string) => void): unknown
  off(event: 'data', listener: (chunk: string) => void): unknown
}

/** What a terminal wraps a paste in (bracketed paste): not part of what was pasted. */
const PASTE_MARKS = ['\u001b[200~', '\u001b[201~']

/**
 * Asks for a secret on a terminal without showing it: the terminal in raw mode echoes nothing, so the secret is
 * never on screen nor in the terminal's scrollback; Enter ends it, Backspace takes a character back, Ctrl+C
 * stops with nothing kept. The question goes to `output` (stderr), the answer to no stream.
 */
export function askHidden(question: string, input: KeyInput, output: NodeJS.WritableStream): Promise<string> {
  output.write(question)
  input.setRawMode(true)
  input.setEncoding('utf8')
  let typed = ''
  return new Promise((resolve, reject) => {
    const end = (stopped: boolean) => {
      input.off('data', onKeys)
      input.setRawMode(false)
      input.pause()
      output.write('\n')
      if (stopped) reject(usage('Stopped: nothing was kept.'))
      else resolve(typed.trim())
    }
    const onKeys = (chunk: string) => {
      for (const key of PASTE_MARKS.reduce((keys, mark) => keys.replaceAll(mark, ''), chunk)) {
        if (key === '\r' || key === '\n' || key === '\u0004') return end(false)
        if (key === '\u0003') return end(true)
        typed = key === '\u007f' || key === '\b' ? typed.slice(0, -1) : typed + key
      }
    }
    input.on('data', onKeys)
    input.resume()
  })
}

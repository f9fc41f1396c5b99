import { EventEmitter } from 'node:events'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { askHidden, type KeyInput } from './hidden-prompt'

/** A terminal's input as the prompt sees it: its raw mode noted, keys typed by the test. */
function terminal() {
  const keys = new EventEmitter()
  const modes: boolean[] = []
  const input: KeyInput = {
    setRawMode: (raw) => modes.push(raw),
    setEncoding: () => undefined,
    resume: () => undefined,
    pause: () => undefined,
    on: (event, listener) => keys.on(event, listener),
    off: (event, listener) => keys.off(event, listener),
  }
  const output = new PassThrough()
  let shown = ''
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()))
  return { input, output, modes, type: (text: string) => keys.emit('data', text), shown: () => shown }
}

describe('a token asked for on a terminal', () => {
  it('is read with the echo off and never written anywhere; Backspace and a bracketed paste are understood', async () => {
    const tty = terminal()
    const asked = askHidden('API token for prod (not shown): ', tty.input, tty.output)
    tty.type('\u001b[200~secret-tokex\u001b[201~')
    tty.type('\u007fn')
    tty.type('\r')
    expect(await asked).toBe('secret-token')
    expect(tty.modes).toEqual([true, false])
    expect(tty.shown()).toBe('API token for prod (not shown): \n')
  })

  it('stops with nothing kept on Ctrl+C, the terminal put back', async () => {
    const tty = terminal()
    const asked = askHidden('Token: ', tty.input, tty.output)
    tty.type('abc\u0003')
    await expect(asked).rejects.toMatchObject({ code: 2, message: /nothing was kept/ })
    expect(tty.modes).toEqual([true, false])
    expect(tty.shown()).not.toContain('abc')
  })
})

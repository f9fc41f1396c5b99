import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../sandbox'
import type { ClipboardPort } from '../ports'
import { createSecretClipboard } from './secret-clipboard'

function fakeClipboard(): ClipboardPort & { text: string } {
  return {
    text: '',
    readText() {
      return Promise.resolve(this.text)
    },
    writeText(text) {
      this.text = text
      return Promise.resolve()
    },
  }
}

describe('a copied secret on the clipboard', () => {
  const setUp = () => {
    const manual = createManualClock()
    const port = fakeClipboard()
    return { manual, port, clipboard: createSecretClipboard(port, manual) }
  }

  it('is cleared 30 s later when it is still there', async () => {
    const { manual, port, clipboard } = setUp()
    expect(await clipboard.copy('s3cret-value')).toEqual({ clearAfterSeconds: 30 })
    expect(port.text).toBe('s3cret-value')
    await manual.advance(29_000)
    expect(port.text).toBe('s3cret-value')
    await manual.advance(1_000)
    await expect.poll(() => port.text).toBe('')
  })

  it('is left alone when the user has copied something else since', async () => {
    const { manual, port, clipboard } = setUp()
    await clipboard.copy('s3cret-value')
    await port.writeText('the user’s own text')
    await manual.advance(30_000)
    expect(port.text).toBe('the user’s own text')
  })

  it('does not outlive the app', async () => {
    const { port, clipboard } = setUp()
    await clipboard.copy('s3cret-value')
    await clipboard.dispose()
    expect(port.text).toBe('')
  })
})

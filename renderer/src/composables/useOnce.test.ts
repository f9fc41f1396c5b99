import { describe, expect, it } from 'vitest'
import { useOnce } from './useOnce'

/** A send whose answer the test gives when it likes. */
function sender() {
  const sent: number[] = []
  const answers: Array<(value: string) => void> = []
  const send = () =>
    new Promise<string>((resolve) => {
      sent.push(sent.length + 1)
      answers.push(resolve)
    })
  return { sent, send, answer: (value: string) => answers.shift()?.(value) }
}

describe('once per intent', () => {
  it('sends once for two calls in the same tick, and is busy from the first call synchronously', async () => {
    const { busy, once } = useOnce()
    const { sent, send, answer } = sender()
    const first = once(send)
    expect(busy.value).toBe(true)
    const second = once(send)
    expect(sent).toEqual([1])
    answer('made')
    expect(await first).toBe('made')
    expect(await second).toBeUndefined()
    expect(sent).toEqual([1])
    expect(busy.value).toBe(false)
  })

  it('is busy while an awaited step before the send (a validation) runs, so a second call then sends nothing', async () => {
    const { once } = useOnce()
    const { sent, send, answer } = sender()
    let validated: () => void = () => undefined
    const validation = new Promise<void>((resolve) => (validated = resolve))
    const first = once(async () => {
      await validation
      return send()
    })
    const second = once(send)
    validated()
    await expect.poll(() => sent.length).toBe(1)
    answer('made')
    await first
    await second
    expect(sent).toEqual([1])
  })

  it('lets a second call through once the first has its answer, a refusal included', async () => {
    const { busy, once } = useOnce()
    const { sent, send, answer } = sender()
    const first = once(send)
    answer('made')
    await first
    const refused = once(() => Promise.reject(new Error('refused')))
    await expect(refused).rejects.toThrow('refused')
    expect(busy.value).toBe(false)
    const again = once(send)
    answer('again')
    expect(await again).toBe('again')
    expect(sent).toEqual([1, 2])
  })
})

import { describe, expect, it } from 'vitest'
import { exchange } from './exchange'

/** A host fetch whose answer arrives in the given byte runs. */
const answering =
  (...runs: Uint8Array[]) =>
  async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const run of runs) controller.enqueue(run)
          controller.close()
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    )

const request = (fetch: ReturnType<typeof answering>, keepBytes = false) =>
  exchange({
    url: 'http://127.0.0.1:9/dns',
    method: 'GET',
    headers: {},
    timeoutMs: 5_000,
    signals: [],
    keepBytes,
    fetch,
  })

describe('exchange', () => {
  it('decodes an answer whose letters are cut between its chunks', async () => {
    const bytes = new TextEncoder().encode('[{"Name":"пример.рф"}]')
    // Cut inside the two bytes of "п" and of "р".
    const cut = [bytes.subarray(0, 11), bytes.subarray(11, 20), bytes.subarray(20)]
    const res = await request(answering(...cut))
    expect(res.text).toBe('[{"Name":"пример.рф"}]')
    expect(res.bytes.byteLength).toBe(0)
  })

  it('keeps the bytes of an answer that asks for them, beside its text', async () => {
    const bytes = new Uint8Array([0x30, 0x82, 0xff, 0x41])
    const res = await request(answering(bytes.subarray(0, 2), bytes.subarray(2)), true)
    expect([...res.bytes]).toEqual([0x30, 0x82, 0xff, 0x41])
    expect(res.text).toBe('0\ufffd\ufffdA')
  })
})

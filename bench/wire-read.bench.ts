// The first read from the network, without the network: the simulator's GET /dns and GET /server answers for
// 10,000 and 100,000 records, read as the client reads them (parseJsonAnswer: JSON.parse, then every item through
// its schema: the fast path of fast-read.ts, zod for anything unusual), beside JSON.parse alone and the same read
// by zod alone (the read before the fast path). Runs interleaved, min/median of 5.
import { DEMO_TOKEN, startSandbox } from '../electron/sandbox'
import { parseJsonAnswer } from '../electron/core/api/answers'
import { wireZoneList } from '../electron/core/api/wire/dns'
import { setFastRead } from '../electron/core/api/wire/fast-read'
import { wireServerList } from '../electron/core/api/wire/servers'
import type { z } from 'zod'
import { figure } from './baseline'
import type { BenchOptions } from './options'

type Scale = { servers?: number; zones: number; recordsPerZone: number }

const timed = async (work: () => unknown): Promise<number> => {
  const started = performance.now()
  await work()
  return performance.now() - started
}

const stat = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `${sorted[0]!.toFixed(0)}/${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)}`
}

async function answers(scale: Scale): Promise<Record<'dns' | 'server', string>> {
  const sandbox = await startSandbox({ paceMs: 0, customers: [{ token: DEMO_TOKEN, data: { scale } }] })
  try {
    const get = async (path: string) =>
      (await fetch(`${sandbox.baseUrl}${path}`, { headers: { authorization: `Bearer ${DEMO_TOKEN}` } })).text()
    return { dns: await get('/dns'), server: await get('/server') }
  } finally {
    await sandbox.close()
  }
}

const READS: Record<'dns' | 'server', z.ZodType> = { dns: wireZoneList, server: wireServerList }

async function measure(name: string, scale: Scale, runs: number) {
  const texts = await answers(scale)
  for (const path of ['dns', 'server'] as const) {
    const text = texts[path]
    const list = READS[path]
    const figures = { parse: [] as number[], zod: [] as number[], client: [] as number[] }
    for (let run = 0; run < runs; run++) {
      figures.parse.push(await timed(() => JSON.parse(text)))
      setFastRead(false)
      figures.zod.push(await timed(() => parseJsonAnswer(text, list)))
      setFastRead(true)
      figures.client.push(await timed(() => parseJsonAnswer(text, list)))
    }
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN
    figure(`wire-read: ${name}, GET /${path}, with the fast path (fastest run)`, Math.min(...figures.client))
    console.log(
      `${name}, GET /${path} (${(text.length / 2 ** 20).toFixed(1)} MiB): JSON.parse ${stat(figures.parse)} ms · ` +
        `read by zod alone ${stat(figures.zod)} ms · with the fast path ${stat(figures.client)} ms ` +
        `(${(median(figures.client) / median(figures.parse)).toFixed(1)}× JSON.parse; was ${(median(figures.zod) / median(figures.parse)).toFixed(1)}×)`,
    )
  }
}

export async function run({ quick }: BenchOptions): Promise<void> {
  if (quick) return measure('1,000 records', { servers: 100, zones: 20, recordsPerZone: 50 }, 5)
  await measure('10,000 records', { servers: 500, zones: 200, recordsPerZone: 50 }, 5)
  await measure('100,000 records, 5,000 servers', { servers: 5_000, zones: 2_000, recordsPerZone: 50 }, 5)
}

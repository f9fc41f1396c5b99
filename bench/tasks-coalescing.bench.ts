// Task polling cost: requests per poll round for N tracked actions on M servers, Hostdeck's coalesced tracker
// next to a naive poller that reads each action on its own (GET /server/{id}/action/{actionId}).
import { createCloudApi } from '../electron/core/api'
import { serverActionRequest, trackerWithFakes } from '../electron/core/tasks/tracker-kit'
import { createManualClock, startSandbox } from '../electron/sandbox'
import type { BenchOptions } from './options'

const TOKEN = 'bench-token'
const SCENARIOS = [
  { tasks: 10, servers: 5, staggered: false },
  { tasks: 100, servers: 10, staggered: false },
  { tasks: 400, servers: 40, staggered: true },
]
const WINDOW_MS = 20_000
const NAIVE_ROUNDS = 5

async function measure(scenario: (typeof SCENARIOS)[number]) {
  // A sandbox clock that never moves: every action stays running, so every round has the full load.
  const sandbox = await startSandbox({
    clock: createManualClock(),
    customers: [{ token: TOKEN, data: { scale: { servers: scenario.servers } } }],
  })
  try {
    const api = createCloudApi({ baseUrl: sandbox.baseUrl, token: TOKEN, retries: 0 })
    const servers = await api.servers.list()
    const actions: Array<{ serverId: number; actionId: number }> = []
    for (let i = 0; i < scenario.tasks; i++) {
      const server = servers[i % servers.length]!
      actions.push({
        serverId: server.id,
        actionId: (await api.servers.runAction({ serverId: server.id, type: 'PowerReboot' })).id,
      })
    }

    const t = await trackerWithFakes({ apiFor: async () => api })
    sandbox.counter.reset()
    const roundsBefore = t.stepping.fired()
    for (const [i, a] of actions.entries()) {
      // Staggered: tasks start over 3 s, so their paces never line up exactly.
      if (scenario.staggered && i % 10 === 0) await t.advance(75)
      t.tracker.track(serverActionRequest(a.serverId, a.actionId))
    }
    await t.tracker.settled()
    await t.advance(WINDOW_MS)
    const rounds = t.stepping.fired() - roundsBefore
    const coalesced = sandbox.counter.count('GET', '/server/:id/action')
    t.tracker.dispose()

    sandbox.counter.reset()
    for (let r = 0; r < NAIVE_ROUNDS; r++)
      await Promise.all(actions.map((a) => api.servers.getAction(a.serverId, a.actionId)))
    const naive = sandbox.counter.count('GET', '/server/:id/action/:actionId') / NAIVE_ROUNDS

    return { rounds, perRound: coalesced / rounds, naive }
  } finally {
    await sandbox.close()
  }
}

export async function run({ quick }: BenchOptions): Promise<void> {
  console.log(`Requests per poll round over ${WINDOW_MS / 1000} s of tracking (limit: per round ÷ M ≤ 1.0)\n`)
  const rows = []
  for (const scenario of quick ? SCENARIOS.slice(0, 1) : SCENARIOS) {
    const { rounds, perRound, naive } = await measure(scenario)
    rows.push({
      'N tasks': scenario.tasks,
      'M servers': scenario.servers,
      start: scenario.staggered ? 'staggered' : 'together',
      rounds,
      'coalesced req/round': perRound.toFixed(2),
      'coalesced ÷ M': (perRound / scenario.servers).toFixed(2),
      'naive req/round': naive.toFixed(0),
      'naive ÷ M': (naive / scenario.servers).toFixed(2),
    })
    if (perRound / scenario.servers > 1)
      throw new Error(`coalescing broke: ${perRound} requests per round on ${scenario.servers} servers`)
  }
  console.table(rows)
}

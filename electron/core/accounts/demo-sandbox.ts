export interface DemoProvider {
  baseUrl: string
}

/**
 * The Demo account's provider: the embedded sandbox on a random loopback port, started on first use; its code
 * (fastify, the simulator's routes) is loaded then too, not at every start.
 * `externalUrl` (HOSTDECK_DEMO_API_URL) points it at a sandbox that is already running instead — the e2e
 * suite uses that to inspect what the API received.
 */
export function createDemoSandbox(paceMs: number, externalUrl?: string) {
  let starting: Promise<DemoProvider & { close(): Promise<void> }> | undefined
  return {
    ensure(): Promise<DemoProvider> {
      starting ??= externalUrl
        ? Promise.resolve({ baseUrl: externalUrl.replace(/\/+$/, ''), close: async () => {} })
        : import('../../sandbox').then(({ startSandbox, DEMO_TOKEN }) =>
            // Every order paid: a first run is not greeted with "example.org needs money".
            startSandbox({ paceMs, customers: [{ token: DEMO_TOKEN, data: 'demo-paid' }] }),
          )
      return starting
    },
    /** The address once started; '' before. */
    async baseUrlIfStarted(): Promise<string> {
      return starting ? (await starting).baseUrl : ''
    },
    async close(): Promise<void> {
      if (starting) await (await starting).close()
      starting = undefined
    },
  }
}

export type DemoSandbox = ReturnType<typeof createDemoSandbox>

/** Real seconds for people, milliseconds for tests (HOSTDECK_DEMO_PACE_MS). */
export function demoPaceFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const pace = Number(env.HOSTDECK_DEMO_PACE_MS)
  return Number.isFinite(pace) && pace > 0 ? pace : 1000
}

import { startSandbox, type SandboxHandle } from '../../sandbox'

/** The Demo account's provider: the embedded sandbox on a random loopback port, started on first use. */
export function createDemoSandbox(paceMs: number) {
  let starting: Promise<SandboxHandle> | undefined
  return {
    ensure(): Promise<SandboxHandle> {
      starting ??= startSandbox({ paceMs })
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

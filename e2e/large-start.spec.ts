import { startSandbox } from '../electron/sandbox'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { listPane, openZone, rowStartingWith } from './tree'

// The Demo account at scale: 1,000 servers and 10,000 DNS records in 200 zones (site-0001…site-0200.example),
// some 4 MB of state. An answer carries a first state of it under 1 MiB; the rest comes as its fill, in parts.
const large = test.extend({
  sandbox: async ({ dialect }, use) => {
    const sandbox = await startSandbox({
      paceMs: 150,
      dialect,
      customers: [{ token: DEMO_TOKEN, data: { scale: { servers: 1000, zones: 200, recordsPerZone: 50 } } }],
    })
    await use(sandbox)
    await sandbox.close()
  },
})

large(
  'a reload paints a large state from its first state, and its fill brings every server and record',
  async ({ app }) => {
    large.slow()
    const servers = await listPane(app, 'Servers')
    await expect(servers.getByText('1,000 in total', { exact: true })).toBeVisible()
    // The state is in the backend's memory now: the page's session:get answers with a first state, under 1 MiB
    // (the browser host's bridge is HTTP: its answer can be weighed).
    const weighed = test.info().project.name.startsWith('browser')
    const answer = weighed ? app.waitForResponse((r) => decodeURIComponent(r.url()).endsWith('/session:get')) : null
    await app.reload()
    if (answer) expect((await (await answer).body()).length).toBeLessThanOrEqual(1024 * 1024)
    const again = await listPane(app, 'Servers')
    await expect(again.getByText('1,000 in total', { exact: true })).toBeVisible()
    // A zone with its records: the first state named every zone without them, the fill brought them.
    await openZone(app, 'site-0001.example')
    await expect(rowStartingWith(app, 'host-0001')).toBeVisible()
  },
)

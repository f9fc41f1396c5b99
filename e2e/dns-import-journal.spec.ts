import { readFile } from 'node:fs/promises'
import type { SandboxHandle } from '../electron/sandbox'
import { mapTtl } from '../electron/shared/dns/zone-diff'
import { parseZoneFile, type ImportedRecord } from '../electron/shared/dns/zone-import'
import { expandIpv6 } from '../electron/shared/models'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { settled } from './dialogs'
import { changeARecord, openZone } from './tree'

const zoneOf = (sandbox: SandboxHandle, name: string) =>
  [...sandbox.state(DEMO_TOKEN).zones.values()].find((z) => z.Name === name)!

/**
 * 60 records for example.com (which holds 11): 6 already identical (one a multi-string TXT), 2 to change (an
 * address, a TTL), 50 to add (relative names, a TXT with escapes, a TTL the service does not offer), and 2 the
 * service cannot hold (SOA, CAA). Three of the zone's records are not in it: they are the removals.
 */
function bindFile(): string {
  const lines = [
    '; moved in from another provider',
    '$ORIGIN example.com.',
    '$TTL 3600',
    '@ IN SOA ns1.old-provider.net. hostmaster.example.com. ( 2026112301 7200 3600 1209600 300 )',
    '@ IN A 203.0.113.10',
    'www IN A 203.0.113.10',
    'www IN AAAA 2001:db8::10',
    'blog IN CNAME www',
    '@ IN MX 10 mail',
    '@ 300 IN TXT "v=spf1 ip4:203.0.113.0/24 " "include:_spf.example.net -all"',
    'shop IN A 203.0.113.99',
    'mail 300 IN A 203.0.113.25',
    '@ IN CAA 0 issue "letsencrypt.org"',
  ]
  for (let i = 1; i <= 40; i++) lines.push(`host${i} IN A 198.51.100.${i}`)
  for (let i = 1; i <= 5; i++) lines.push(`v6-${i} 600 IN AAAA 2001:db8::${i}:1`)
  lines.push('docs IN CNAME host1', 'cdn.example.com. IN CNAME cdn.provider.net.')
  lines.push('sub IN NS ns1.sub-provider.net.')
  lines.push('_sip._tcp IN SRV 10 5 5060 host2')
  lines.push('note 7000 IN TXT ( "say \\"hi\\"; "', '    "then \\\\ leave" )')
  return `${lines.join('\n')}\n`
}

/** A record in one canonical line: full name, mapped TTL, type, data with absolute names. */
function canonical(r: ImportedRecord): string {
  const host = (h: string | null) => `${h}.`.toLowerCase()
  const data =
    r.type === 'A'
      ? r.address
      : r.type === 'AAAA'
        ? expandIpv6(r.address ?? '')
        : r.type === 'TXT'
          ? JSON.stringify(r.text)
          : r.type === 'MX'
            ? `${r.priority} ${host(r.target)}`
            : r.type === 'SRV'
              ? `${r.priority} ${r.weight} ${r.port} ${host(r.target)}`
              : host(r.target)
  return `${r.fqdn} ${mapTtl(r.ttl)} ${r.type} ${data}`
}

test('imports a BIND file: the diff shows its groups, the ticked changes are sent exactly, and the zone exports back to the same records', async ({
  app,
  sandbox,
}, testInfo) => {
  test.skip(testInfo.project.name === 'electron', 'the native save dialog cannot be driven from a test')
  test.setTimeout(120_000)
  const file = bindFile()
  const before = zoneOf(sandbox, 'example.com').LinkedRecords.map((r) => ({ ...r }))
  await openZone(app)
  await app.getByTestId('import-zone').click()
  const dialog = app.getByTestId('import-dialog')
  await dialog.getByTestId('import-text').locator('textarea').fill(file)
  await dialog.getByTestId('import-compare').click()

  await expect(dialog.getByTestId('import-group-add')).toContainText('To add · 50')
  await expect(dialog.getByTestId('import-group-change')).toContainText('To change · 2')
  await expect(dialog.getByTestId('import-group-remove')).toContainText('To remove · 3')
  await expect(dialog.getByTestId('import-group-identical')).toContainText('Already identical · 6')
  await expect(dialog.getByTestId('import-group-unsupported')).toContainText('Cannot be held by this service · 2')
  await expect(dialog.getByTestId('import-group-unsupported')).toContainText('CAA')
  await expect(dialog.getByTestId('import-group-change')).toContainText('shop 3600 A 203.0.113.11')
  await expect(dialog.getByTestId('import-group-add')).toContainText('TTL 7000 is not offered; 7200 will be used')
  // Removals are not ticked until the user says so: here, all of them.
  await dialog.getByTestId('import-group-remove').getByRole('checkbox').first().click()
  await expect(dialog.getByTestId('import-summary')).toHaveText('50 to add, 2 to change, 3 to delete')
  sandbox.requests.clear()
  await dialog.getByTestId('import-apply').click()
  // Removals ask first, saying what Apply does and how many records go.
  const removals = app.getByRole('dialog').filter({ hasText: 'Remove 3 records from example.com?' })
  await expect(removals).toContainText('50 to add, 2 to change, 3 to delete.')
  await expect(removals).toContainText('3 of the 55 changes remove records that are in the zone but not in the file')
  await removals.getByRole('button', { name: 'Apply and remove 3' }).click()
  await expect(dialog.getByTestId('import-finished')).toContainText('55 applied, 0 failed', { timeout: 90_000 })

  const writes = sandbox.requests.all().filter((r) => r.method !== 'GET')
  expect(writes.filter((r) => r.method === 'POST')).toHaveLength(50)
  const zoneId = zoneOf(sandbox, 'example.com').ID
  const removed = before.filter(
    (r) =>
      (r.TypeRecord === 'AAAA' && r.HostName === '@') ||
      (r.TypeRecord === 'MX' && r.Priority === '20') ||
      r.HostName === '_dmarc',
  )
  expect(
    writes
      .filter((r) => r.method === 'DELETE')
      .map((r) => r.path)
      .sort(),
  ).toEqual(removed.map((r) => `/dns/${zoneId}/${r.ID}`).sort())
  const puts = writes.filter((r) => r.method === 'PUT')
  expect(puts.map((r) => r.path).sort()).toEqual(
    before
      .filter((r) => r.HostName === 'shop' || r.HostName === 'mail')
      .filter((r) => r.TypeRecord === 'A')
      .map((r) => `/dns/recorda/${r.ID}`)
      .sort(),
  )
  expect(
    puts
      .map((r) => JSON.parse(r.body) as Record<string, string>)
      .map((b) => `${b.Name} ${b.IP} ${b.TTL}`)
      .sort(),
  ).toEqual(['mail 203.0.113.25 300', 'shop 203.0.113.99 3600'])

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(app.getByText('Records (58)')).toBeVisible()
  const [download] = await Promise.all([
    app.waitForEvent('download'),
    app.getByRole('button', { name: 'Export zone file' }).click(),
  ])
  const exported = parseZoneFile(await readFile((await download.path())!, 'utf8'), 'example.com')
  const imported = parseZoneFile(file, 'example.com')
  expect(exported.records.map(canonical).sort()).toEqual(imported.records.map(canonical).sort())
  expect(exported.records).toHaveLength(58)
})

test('a DNS edit appears in the journal with before and after, and revert restores it', async ({ app, sandbox }) => {
  await changeARecord(app, 'shop', '203.0.113.77')
  // Right after the change, its notice offers the revert too.
  await expect(app.getByTestId('notice-revert')).toBeVisible()
  const shop = () => zoneOf(sandbox, 'example.com').LinkedRecords.find((r) => r.HostName === 'shop')!
  expect(shop().IP).toBe('203.0.113.77')

  await app.getByTestId('journal-button').click()
  const journal = app.getByTestId('journal')
  await journal.getByTestId('journal-search').locator('input').fill('shop')
  const entry = journal.getByRole('row', { name: /Change DNS record/ }).first()
  await expect(entry).toContainText('shop A')
  await entry.locator('.n-data-table-expand-trigger').click()
  await expect(journal.getByTestId('journal-before')).toHaveText('shop 3600 A 203.0.113.11')
  await expect(journal.getByTestId('journal-after')).toHaveText('shop 3600 A 203.0.113.77')
  await journal.getByTestId('journal-revert').click()
  const revert = app.getByTestId('revert-dialog')
  await expect(revert.getByTestId('revert-current')).toHaveText('shop 3600 A 203.0.113.77')
  await expect(revert.getByTestId('revert-result')).toHaveText('shop 3600 A 203.0.113.11')
  await settled(revert)
  await revert.getByRole('button', { name: 'Revert' }).click()
  await expect(revert).toBeHidden()
  await expect.poll(() => shop().IP).toBe('203.0.113.11')
  expect(JSON.parse(sandbox.requests.last('PUT', '/dns/recorda/*')!.body)).toMatchObject({
    IP: '203.0.113.11',
    Name: 'shop',
  })
  // The revert is journaled too.
  await expect(journal.getByRole('row', { name: /Change DNS record/ })).toHaveCount(2)
})

test('a zone file over 10 MB is refused with its size and the limit; a record the service would refuse is set apart, not the batch', async ({
  app,
}) => {
  await openZone(app)
  await app.getByTestId('import-zone').click()
  const dialog = app.getByTestId('import-dialog')
  const big = Buffer.alloc(11 * 1024 * 1024, 'a IN A 192.0.2.1\n')
  await dialog.getByTestId('import-file').setInputFiles({ name: 'huge.zone', mimeType: 'text/plain', buffer: big })
  await expect(dialog).toContainText('huge.zone is 11.0 MB; the import reads zone files up to 10 MB.')
  const long = 'v'.repeat(2500)
  await dialog
    .getByTestId('import-text')
    .locator('textarea')
    .fill(
      `ok IN A 192.0.2.7\nbad IN A 999.0.0.1\nlong IN TXT "${long}"\nwww 111111111111111111111111111111111x IN A 192.0.2.1\n` +
        'garbage line here\nwww IN CNAME elsewhere.example.net.\n',
    )
  await dialog.getByTestId('import-compare').click()
  await expect(dialog.getByTestId('import-group-add')).toContainText('To add · 3')
  // A junk line is a line that could not be read, with its number, not a record type.
  await expect(dialog.getByTestId('import-problems')).toContainText(
    'Line 5 could not be read as a record: garbage line here',
  )
  await expect(dialog.getByTestId('import-group-unsupported')).not.toContainText('LINE')
  // A CNAME beside www's A records is warned of and not ticked.
  const cname = dialog.getByTestId('import-row').filter({ hasText: 'CNAME elsewhere.example.net' })
  await expect(cname.getByTestId('import-conflict')).toContainText(
    'A CNAME must be the only record of its name, and www.example.com also has A',
  )
  await expect(cname.getByRole('checkbox')).not.toBeChecked()
  await expect(dialog.getByTestId('import-summary')).toHaveText('2 to add, 0 to change, 0 to delete')
  await expect(dialog.getByTestId('import-group-unsupported')).toContainText('bad.example.com. A')
  await expect(dialog.getByTestId('import-group-unsupported')).toContainText('the service’s rules refuse it')

  // A file opened goes to the reader as it is, not into the text field, and is compared at once.
  await app.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await app.getByTestId('import-zone').click()
  const file = Buffer.from('one IN A 192.0.2.21\ntwo IN A 192.0.2.22\n')
  await dialog.getByTestId('import-file').setInputFiles({ name: 'two.zone', mimeType: 'text/plain', buffer: file })
  await expect(dialog.getByTestId('import-group-add')).toContainText('To add · 2')
  await expect(dialog.getByTestId('import-summary')).toHaveText('2 to add, 0 to change, 0 to delete')
})

test('a revert refused because the record changed elsewhere shows the value now and cannot be sent again', async ({
  app,
  sandbox,
}) => {
  await changeARecord(app, 'shop', '203.0.113.77')
  await app.getByTestId('journal-button').click()
  const journal = app.getByTestId('journal')
  await journal.getByTestId('journal-search').locator('input').fill('shop')
  await journal
    .getByRole('row', { name: /Change DNS record/ })
    .first()
    .locator('.n-data-table-expand-trigger')
    .click()
  await journal.getByTestId('journal-revert').click()
  const revert = app.getByTestId('revert-dialog')
  await expect(revert.getByTestId('revert-current')).toHaveText('shop 3600 A 203.0.113.77')
  // Someone else changes the record while the dialog is open.
  zoneOf(sandbox, 'example.com').LinkedRecords.find((r) => r.HostName === 'shop')!.IP = '203.0.113.99'
  await settled(revert)
  await revert.getByRole('button', { name: 'Revert' }).click()
  await expect(revert.getByTestId('revert-problem')).toBeVisible()
  await expect(revert.getByTestId('revert-current')).toHaveText('shop 3600 A 203.0.113.99')
  await expect(revert.getByTestId('revert-refused')).toBeDisabled()
})

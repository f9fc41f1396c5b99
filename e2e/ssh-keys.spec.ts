import type { Page } from '@playwright/test'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { row } from './tree'
import { openDialog } from './dialogs'

async function open(app: Page, ...path: string[]): Promise<void> {
  for (const [index, name] of path.entries()) {
    await row(app, name).click()
    if (index < path.length - 1 && (await row(app, name).getAttribute('aria-expanded')) === 'false')
      await app.keyboard.press('ArrowRight')
  }
}

// Generated with ssh-keygen; `ssh-keygen -lf` printed the fingerprints.
const NEW_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL test@ed25519'
const NEW_KEY_FINGERPRINT = 'SHA256:o9qxVCd6ckC4cDhfGptp3Rd5Ni9yNF6QxNk3OepQecw'
const RSA_KEY =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCmmJKH6JHl4EI5+024akD5ZPfUIhaCTO0wfa1OAQ8vOhXvRbHboi65MkBJaLEEI5zUQ+CkXqj1i+wV8U91Lup3KtiJRtM4tnBqxQNlkz4khIs/LSejIVC4Dz1IE+hamNGScDuPxvADhzE1Zfs15EX3CdLwlSM1kihgjs51K+47+9tnYUnms8QhCTqPmmH6ULHLMYNPWzEydNgruJlD06N+dtJt0kR+f372KRdCR7AKYsSq8lJ7QXyLtPE4/futwd1lJNup7Z8WRVbPWX+8QfaNuvkz63rwPnjuwQvCBrQ9xEQkywLEKoM5r0EjAs4rIApOkcW23WWPod+1W+mcHv/9 ops@laptop'

const keyTitled = (
  sandbox: { state(token: string): { sshKeys: Map<number, { ID: number; Title: string; PublicKey: string }> } },
  title: string,
) => [...sandbox.state(DEMO_TOKEN).sshKeys.values()].find((k) => k.Title === title)

test('lists keys with type and SHA256 fingerprint, and shows one key', async ({ app }) => {
  await open(app, 'SSH keys')
  const table = app.getByRole('region', { name: 'SSH keys' })
  await expect(table.getByRole('row', { name: /Anna laptop/ })).toContainText('Ed25519')
  await expect(table.getByRole('row', { name: /Anna laptop/ })).toContainText(
    'SHA256:rxOHMMWOHDrBMNznJZmbYEkVU+RGkJXQRxMrFickemk',
  )
  await expect(table.getByRole('row', { name: /CI deploy/ })).toContainText(/RSA, \d+-bit/)
  await expect(table.getByRole('row', { name: /Anna laptop/ })).toContainText('Ed25519, 256-bit')
  await table.getByRole('button', { name: 'CI deploy' }).click()
  await expect(app.getByRole('heading', { name: 'CI deploy' })).toBeVisible()
  await expect(app.getByText('SHA256:Db4HcxPk0RaDBUg9fazNloMXN8WSzubgv6BzRtftAPs')).toBeVisible()
  await expect(app.getByText('deploy@ci.example.com', { exact: true })).toBeVisible()
})

test('an RSA key under 2048 bits is warned of with its size, and can still be added', async ({ app, sandbox }) => {
  // Generated with ssh-keygen -t rsa -b 1024.
  const weak =
    'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDCpAUR4I5jfuu3RBus16n47nIFob2d3on9C7wUpquvVRAE1vSuyw/ZmKPonVbET0svCGgqxFMZK27/Cfe8ax9a/4Qyo+dnrb6TlvUlaqcxLO7T7fc756o0C1gPST8Wsyh4yYyN2AsE7hZRRIIvE+7aVN/B83Zlh/RqqE3fJ9T5IQ== weak@host'
  await open(app, 'SSH keys')
  const dialog = await openDialog(app, 'Add key', 'Add an SSH key')
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(weak)
  await expect(dialog.getByRole('status')).toContainText('RSA, 1024-bit key')
  await expect(dialog.getByRole('alert')).toContainText('only 1024 bits long: keys under 2048 bits can be broken')
  await dialog.getByRole('button', { name: 'Add key' }).click()
  await expect(dialog).toBeHidden()
  expect(keyTitled(sandbox, 'weak@host')?.PublicKey).toBe(weak)
  await expect(app.getByTestId('weak-key')).toHaveText('(weak: under 2048 bits)')
})

test('adds a pasted key, refusing an invalid one before any request', async ({ app, sandbox }) => {
  await open(app, 'SSH keys')
  const dialog = await openDialog(app, 'Add key', 'Add an SSH key')
  const key = dialog.getByRole('textbox', { name: 'Public key' })
  await dialog.getByRole('textbox', { name: 'Key name' }).fill('work laptop')

  await key.fill(NEW_KEY.replace('ssh-ed25519', 'ssh-rsa'))
  await dialog.getByRole('button', { name: 'Add key' }).click()
  await expect(dialog.getByText('The key data is for ssh-ed25519, but the line says ssh-rsa')).toBeVisible()
  await key.fill('-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----')
  await expect(dialog.getByText(/This is a private key/)).toBeVisible()
  await key.fill([...sandbox.state(DEMO_TOKEN).sshKeys.values()][0]!.PublicKey)
  await expect(dialog.getByText('This key is already added as “Anna laptop”')).toBeVisible()
  expect(sandbox.counter.count('POST', '/sshkey')).toBe(0)

  await key.fill(`  ${NEW_KEY}\n`)
  await expect(dialog.getByRole('status')).toContainText(NEW_KEY_FINGERPRINT)
  await dialog.getByRole('button', { name: 'Add key' }).click()
  await expect
    .poll(() => sandbox.requests.last('POST', '/sshkey')?.body)
    .toBe(JSON.stringify({ Title: 'work laptop', PublicKey: NEW_KEY }))
  await expect(dialog).toBeHidden()
  await expect(app.getByRole('heading', { name: 'work laptop' })).toBeVisible()
  await expect(app.getByText(NEW_KEY_FINGERPRINT)).toBeVisible()
  expect(keyTitled(sandbox, 'work laptop')?.PublicKey).toBe(NEW_KEY)
})

test('a pasted key is named by its comment; the name is not asked for in passing; a complaint never covers Open file', async ({
  app,
}) => {
  await open(app, 'SSH keys')
  const dialog = await openDialog(app, 'Add key', 'Add an SSH key')
  const name = dialog.getByRole('textbox', { name: 'Key name' })
  const key = dialog.getByRole('textbox', { name: 'Public key' })
  // The focus passes the empty name by on its way to the key: nothing is said of the name yet.
  await name.click()
  await key.click()
  await key.fill('-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----')
  const complaint = dialog.locator('.n-form-item-feedback').filter({ hasText: /This is a private key/ })
  await expect(complaint).toBeVisible()
  await expect(dialog.getByText('Give the key a name')).toHaveCount(0)
  const said = (await complaint.boundingBox())!
  const button = (await dialog.getByRole('button', { name: 'Open a .pub file…' }).boundingBox())!
  expect(said.y >= button.y + button.height || said.y + said.height <= button.y).toBe(true)

  await key.fill(NEW_KEY)
  await expect(name).toHaveValue('test@ed25519')
  // A name the user typed stays theirs.
  await name.fill('my laptop')
  await key.fill(RSA_KEY)
  await expect(name).toHaveValue('my laptop')
})

test('adds a key from a .pub file, named after its comment', async ({ app, sandbox }) => {
  await open(app, 'SSH keys')
  const dialog = await openDialog(app, 'Add key', 'Add an SSH key')
  await dialog
    .getByLabel('Public key file')
    .setInputFiles({ name: 'id_rsa.pub', mimeType: 'text/plain', buffer: Buffer.from(`${RSA_KEY}\n`) })
  await expect(dialog.getByRole('textbox', { name: 'Key name' })).toHaveValue('ops@laptop')
  await expect(dialog.getByRole('textbox', { name: 'Public key' })).toHaveValue(RSA_KEY)
  await dialog.getByRole('button', { name: 'Add key' }).click()
  await expect.poll(() => keyTitled(sandbox, 'ops@laptop')?.PublicKey).toBe(RSA_KEY)
})

test('deletes a key after confirming', async ({ app, sandbox }) => {
  const key = keyTitled(sandbox, 'CI deploy')!
  await open(app, 'SSH keys', 'CI deploy')
  await app.getByRole('button', { name: 'Delete key' }).click()
  const dialog = app.getByRole('dialog')
  await expect(dialog).toContainText('Delete the key CI deploy?')
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect.poll(() => sandbox.requests.last('DELETE', '/sshkey/*')?.path).toBe(`/sshkey/${key.ID}`)
  expect(sandbox.state(DEMO_TOKEN).sshKeys.has(key.ID)).toBe(false)
  await expect(app.getByRole('heading', { name: 'SSH keys' })).toBeVisible()
  await expect(row(app, 'CI deploy')).toHaveCount(0)
})

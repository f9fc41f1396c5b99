import type { Locator, Page } from '@playwright/test'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { row } from './tree'
import { openDialog } from './dialogs'

const body = (
  sandbox: { requests: { last(method: string, path: string): { body: string } | undefined } },
  method: string,
  path: string,
) => JSON.parse(sandbox.requests.last(method, path)?.body ?? 'null') as unknown

/** Picks options of a naive select by their text (its menu is teleported to the page's end). */
async function pick(app: Page, select: Locator, options: string[], away?: Locator): Promise<void> {
  await select.click()
  for (const option of options) await app.locator('.n-base-select-option', { hasText: option }).first().click()
  // A multiple select stays open: a click beside it closes it (Escape would close the dialog too).
  if (away) await away.click()
}

const noticed = (app: Page, text: string) => expect(app.getByText(text).first()).toBeVisible({ timeout: 20_000 })

test('a server from birth to deletion: created with two SSH keys in Moscow, resized, rebuilt, cloned, imaged and deleted @dialects', async ({
  app,
  sandbox,
}) => {
  test.setTimeout(120_000)
  const state = sandbox.state(DEMO_TOKEN)
  const keyIds = [...state.sshKeys.keys()]
  await row(app, 'Servers').click()
  const dialog = await openDialog(app, 'Create server', 'Create a server')

  // Refused in the form, nothing sent: no name, no image, too many cores.
  await dialog.getByRole('textbox', { name: 'CPU cores' }).fill('9')
  await dialog.getByRole('button', { name: 'Create server' }).click()
  await expect(dialog.getByText('Give the server a name')).toBeVisible()
  await expect(dialog.locator('.n-form-item-feedback', { hasText: 'Choose an image' })).toBeVisible()
  await expect(dialog.getByText('A whole number of CPUs from 1 to 8')).toBeVisible()
  expect(sandbox.counter.count('POST', '/server')).toBe(0)

  // A name another server has is refused in the form too, whatever its case: the service is never asked.
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('WEB-01')
  await expect(dialog.getByText('A server named WEB-01 already exists: choose another name')).toBeVisible()
  expect(sandbox.counter.count('POST', '/server')).toBe(0)
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('lab-01')
  await dialog.getByRole('radio', { name: /^Moscow/ }).check({ force: true })
  await pick(app, dialog.getByTestId('create-server-image'), ['Ubuntu 24.04 x64'])
  await dialog.getByRole('textbox', { name: 'CPU cores' }).fill('2')
  await dialog.getByRole('textbox', { name: 'Memory, MB' }).fill('2048')
  await dialog.getByRole('textbox', { name: 'Disk, GB' }).fill('30')
  await pick(
    app,
    dialog.getByTestId('create-server-keys'),
    ['Anna laptop', 'CI deploy'],
    dialog.getByText('Create a server'),
  )
  await dialog.getByRole('switch', { name: 'Backups' }).click()
  await dialog.getByRole('button', { name: 'Create server' }).click()

  await expect
    .poll(() => body(sandbox, 'POST', '/server'))
    .toMatchObject({
      Name: 'lab-01',
      CPU: 2,
      RAM: 2048,
      HDD: 30,
      HDDType: 'SSD',
      isHighPerformance: false,
      DCLocation: sandbox.dialect === 'real' ? 'DsMsk' : 'SdnMsk',
      isBackupActive: true,
      BackupPeriod: 7,
      SshKeys: keyIds,
    })
  const made = [...state.servers.values()].find((s) => s.Name === 'lab-01')!
  const ubuntuInMoscow = [...state.images.values()].find(
    (i) => i.Name === 'Ubuntu24.04x64' && i.DCLocation === 'SdnMsk',
  )!
  expect(body(sandbox, 'POST', '/server')).toMatchObject({ ImageID: String(ubuntuInMoscow.ID) })
  await expect(dialog.getByText(/shown on its pane once it is built/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Open lab-01' }).click()
  await expect(app.getByRole('heading', { name: 'lab-01' })).toBeVisible()
  await noticed(app, 'Create server lab-01 completed')
  // The row says image, location and size (the seed's server shape names the image by its display name).
  await expect(row(app, 'lab-01')).toHaveAccessibleName(
    sandbox.dialect === 'real'
      ? /Ubuntu24\.04x64 · Moscow[^·]* · 2×2G\/30G/
      : /Ubuntu 24\.04 x64 · Moscow[^·]* · 2×2G\/30G/,
  )
  // The administrator password, hidden until revealed.
  await expect(app.getByText(made.AdminPassword!)).toHaveCount(0)

  // Resize: a smaller disk is refused in the form.
  const resize = await openDialog(app, 'Resize…', 'Resize lab-01')
  await resize.getByRole('textbox', { name: 'Disk, GB' }).fill('20')
  await resize.getByRole('button', { name: 'Resize' }).click()
  await expect(resize.getByText('The disk cannot be made smaller: at least 30 GB')).toBeVisible()
  expect(sandbox.counter.count('PUT', '/server/*')).toBe(0)
  await resize.getByRole('textbox', { name: 'Disk, GB' }).fill('50')
  await resize.getByRole('textbox', { name: 'CPU cores' }).fill('4')
  await resize.getByRole('button', { name: 'Resize' }).click()
  await expect
    .poll(() => body(sandbox, 'PUT', '/server/*'))
    .toEqual({ CPU: 4, RAM: 2048, HDD: 50, HDDType: 'SSD', IsHighPerformance: false })
  await noticed(app, 'Resize lab-01 completed')
  await expect.poll(() => made.HDD).toBe(50)
  // The history says what the resize changed, in words: never "ChangeConfiguration".
  const history = app.getByRole('region', { name: 'Action history' })
  await expect(history.getByTestId('resize-detail')).toHaveText('2 → 4 cores, 30 → 50 GB disk')
  await expect(history).not.toContainText('ChangeConfiguration')

  // Rebuild behind the typed name; the dialog says the disk is erased.
  await pick(app, app.getByTestId('rebuild-image'), ['Debian 12'])
  const rebuild = await openDialog(app, 'Rebuild…', 'Rebuild lab-01')
  await expect(rebuild).toContainText('Everything on its disk is erased')
  await expect(rebuild.getByRole('button', { name: 'Erase the disk and rebuild' })).toBeDisabled()
  await rebuild.getByRole('textbox').fill('lab-01')
  await rebuild.getByRole('button', { name: 'Erase the disk and rebuild' }).click()
  const debian = [...state.images.values()].find((i) => i.Name === 'Debian12x64' && i.DCLocation === 'SdnMsk')!
  await expect.poll(() => body(sandbox, 'POST', '/server/*/rebuild')).toEqual({ ImageId: debian.ID })
  // The live service answers the server (the real dialect does): the rebuild is followed through its action list.
  await noticed(app, 'Rebuild lab-01 completed')
  await expect(app.getByText(/Could not confirm/)).toHaveCount(0)

  // Clone.
  const clone = await openDialog(app, 'Clone…', 'Clone lab-01')
  await expect(clone.getByRole('textbox', { name: 'Name of the copy' })).toHaveValue('lab-01-copy')
  await clone.getByRole('button', { name: 'Clone' }).click()
  await expect.poll(() => body(sandbox, 'POST', '/server/*/copy')).toEqual({ Name: 'lab-01-copy' })
  await noticed(app, 'Create clone lab-01-copy completed')

  // An image of it, then that image deleted behind its typed name.
  const imaging = await openDialog(app, 'Make image…', 'Image of lab-01')
  await imaging.getByRole('textbox', { name: 'Image name' }).fill('lab image')
  await imaging.getByRole('button', { name: 'Make image' }).click()
  await expect
    .poll(() => body(sandbox, 'POST', '/image'))
    .toEqual({ Name: 'lab image', TechName: 'labimage', ServerID: made.ID })
  await noticed(app, 'Make image lab image completed')
  const imageId = [...state.images.values()].find((i) => i.DisplayName === 'lab image')?.ID
  expect(imageId).toBeDefined()
  await row(app, 'Images').click()
  await app.keyboard.press('ArrowRight')
  await row(app, 'lab image').click()
  const dropImage = await openDialog(app, 'Delete image…', 'Delete image lab image')
  await dropImage.getByRole('textbox').fill('lab image')
  await dropImage.getByRole('button', { name: 'Delete the image' }).click()
  await expect.poll(() => sandbox.requests.last('DELETE', '/image/*')?.path).toBe(`/image/${imageId}`)
  await noticed(app, 'Delete image lab image completed')

  // Delete the server behind its typed name.
  await row(app, 'lab-01').click()
  const drop = await openDialog(app, 'Delete…', 'Delete lab-01')
  await drop.getByRole('textbox').fill('lab-01')
  await drop.getByRole('button', { name: 'Delete the server' }).click()
  await expect.poll(() => sandbox.requests.last('DELETE', '/server/*')?.path).toBe(`/server/${made.ID}`)
  await noticed(app, 'Delete server lab-01 completed')
  await expect(row(app, 'lab-01')).toHaveCount(0)
})

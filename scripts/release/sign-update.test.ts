import { readFile, stat, writeFile } from 'node:fs/promises'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { isSignedBy, releaseKeyFrom } from '../../electron/core/updates/signature'
import { makeReleaseKeyFile, signReleaseFiles } from './sign-update'

it('makes a release key (private half owner-only) and signs the files the app verifies with its public half', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'hostdeck-release-'))
  const keyPath = join(folder, 'release-key.pem')
  const publicKey = releaseKeyFrom(await makeReleaseKeyFile(keyPath))
  expect((await stat(keyPath)).mode & 0o777).toBe(0o600)
  await expect(makeReleaseKeyFile(keyPath)).rejects.toThrow(/EEXIST/)
  const feed = join(folder, 'latest-linux.yml')
  await writeFile(feed, 'version: 0.2.0\n')
  expect(await signReleaseFiles(keyPath, [feed])).toEqual([`${feed}.sig`])
  if (!publicKey) throw new Error('the public half is not a key')
  expect(isSignedBy(await readFile(feed), await readFile(`${feed}.sig`, 'utf8'), publicKey)).toBe(true)
})

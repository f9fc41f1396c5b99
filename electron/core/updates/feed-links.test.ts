import { describe, expect, it } from 'vitest'
import type { FetchFn } from '../ports'
import { checkFeed } from './feed'
import { signatureFileOf } from './signature'
import { makeReleaseKey } from './test-kit'

const key = makeReleaseKey()

/** A feed answering `text`, signed, for any feed file, and what it was asked. */
function feedAnswering(text: string) {
  const asked: string[] = []
  const fetch: FetchFn = async (url) => {
    asked.push(String(url))
    return new Response(String(url).endsWith(signatureFileOf('')) ? key.sign(text) : text, { status: 200 })
  }
  return { fetch, asked }
}

const check = (feedUrl: string, fetch: FetchFn) =>
  checkFeed({ feedUrl, current: '0.1.0', platform: 'linux', fetch, releaseKey: key.publicKey })

describe('the update feed’s links', () => {
  it('refuses a feed address that is not https (loopback http aside), asking nothing', async () => {
    const { fetch, asked } = feedAnswering('version: 0.2.0\n')
    for (const url of ['http://updates.example.com/feed', 'javascript:alert(1)', 'file:///etc', 'ftp://example.com/f'])
      await expect(check(url, fetch), url).rejects.toMatchObject({ message: expect.stringMatching(/https/) })
    expect(asked).toEqual([])
    await expect(check('http://127.0.0.1:9/feed', fetch)).resolves.toMatchObject({ latest: '0.2.0' })
    await expect(check('http://localhost:9/feed', fetch)).resolves.toMatchObject({ latest: '0.2.0' })
    await expect(check('https://updates.example.com/feed', fetch)).resolves.toMatchObject({ latest: '0.2.0' })
  })

  it('refuses release notes that are not an https link', async () => {
    for (const notes of ['javascript:alert(1)', 'http://evil.example.com/notes', 'data:text/html,hi']) {
      const { fetch } = feedAnswering(`version: 0.2.0\nreleaseNotesUrl: '${notes}'\n`)
      await expect(check('https://updates.example.com/feed', fetch), notes).rejects.toMatchObject({
        message: expect.stringMatching(/release notes/),
      })
    }
    const { fetch } = feedAnswering(`version: 0.2.0\nreleaseNotesUrl: 'https://updates.example.com/notes/0.2.0'\n`)
    await expect(check('https://updates.example.com/feed', fetch)).resolves.toMatchObject({
      notesUrl: 'https://updates.example.com/notes/0.2.0',
    })
  })
})

import { describe, expect, it } from 'vitest'
import { expectApiError, TEST_TOKEN, useApiKit } from '../test-kit'

/**
 * Issue 52, row 7: whose an image is, against the simulator in both dialects. No public source marks an image as the
 * account's own (C1 `Models/Image.cs`, C4): the journal's (madeImageIds) are; the real list marks nothing else.
 */
const kitOf = useApiKit()

describe('own images', () => {
  it('an image the journal says this account made is its own in both dialects; a template is never', async () => {
    const { sandbox, makeApi } = kitOf()
    const images = [...sandbox.state(TEST_TOKEN).images.values()]
    const made = images.find((i) => i.own)
    const template = images.find((i) => !i.own)
    if (!made || !template) throw new Error('the demo has an own image and a template')
    const listed = await makeApi({ madeImages: async () => [made.ID] }).images.list()
    expect(listed.find((i) => i.id === made.ID)?.isOwn).toBe(true)
    expect(listed.find((i) => i.id === template.ID)?.isOwn).not.toBe(true)
  })

  it('without the journal, the real list marks no image: owner unknown (no evidence of an own-marker)', async () => {
    const { sandbox, makeApi } = kitOf()
    const made = [...sandbox.state(TEST_TOKEN).images.values()].find((i) => i.own)
    if (!made) throw new Error('the demo has an own image')
    const listed = await makeApi({ madeImages: async () => [] }).images.list()
    // The seed dialect's own images say they are custom (IsCustom: the simulator's, no public source).
    expect(listed.find((i) => i.id === made.ID)?.isOwn).toBe(sandbox.dialect === 'real' ? null : true)
  })

  it('deleting a template is refused by the service, and its answer is what the window shows', async () => {
    const { sandbox, api } = kitOf()
    const template = [...sandbox.state(TEST_TOKEN).images.values()].find((i) => !i.own)
    if (!template) throw new Error('the demo has a template')
    const error = await expectApiError(api.images.remove(template.ID), 'rejected')
    expect(error.serverMessage).toBe(
      sandbox.dialect === 'real' ? 'Нельзя удалить публичный образ' : 'ID: public images cannot be deleted',
    )
    expect(error.message).toContain(error.serverMessage)
  })
})

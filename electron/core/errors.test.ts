import { describe, expect, it } from 'vitest'
import { ApiError } from './api/errors'
import { ExchangeError } from './api/exchange'
import { type Handlers, dispatch } from './dispatch'
import { BackendError, DiskError, NotFoundError } from './errors'
import { diskError } from './files/disk-errors'

/** What the renderer gets when app:info's handler throws `error`. */
async function answerTo(error: unknown) {
  const handlers = {
    'app:info': () => {
      throw error
    },
  } as Partial<Handlers> as Handlers
  return dispatch(handlers, 'app:info', undefined)
}

describe('the backend error hierarchy', () => {
  it('every backend error is a BackendError and an Error, with its kind', () => {
    const errors = [
      new ApiError({ kind: 'rejected', message: 'no', endpoint: 'GET /server' }),
      new ExchangeError({ kind: 'timeout' }),
      diskError(Object.assign(new Error('x'), { code: 'ENOSPC' }), '/data/accounts.json'),
      new NotFoundError('There is no account with id "a".'),
    ]
    expect(errors.every((e) => e instanceof BackendError && e instanceof Error)).toBe(true)
    expect(errors.map((e) => e.kind)).toEqual(['rejected', 'timeout', 'disk', 'notFound'])
    expect(errors[2]).toBeInstanceOf(DiskError)
  })

  it('dispatch answers each with its kind, message and fields, and nothing else (no endpoint, no name)', async () => {
    const api = new ApiError({
      kind: 'rejected',
      message: 'The disk cannot be made smaller',
      endpoint: 'PUT /server/{id}',
      status: 400,
      serverMessage: 'HDD: too small',
      field: 'hdd',
      retryAfterMs: 5,
      uncertain: true,
    })
    expect(await answerTo(api)).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        message: 'The disk cannot be made smaller',
        status: 400,
        serverMessage: 'HDD: too small',
        field: 'hdd',
        uncertain: true,
      },
    })
    expect(await answerTo(new NotFoundError('This journal entry is no longer there.'))).toEqual({
      ok: false,
      error: { kind: 'notFound', message: 'This journal entry is no longer there.' },
    })
    expect(await answerTo(new BackendError({ kind: 'conflict', message: 'still running', field: 'x' }))).toEqual({
      ok: false,
      error: { kind: 'conflict', message: 'still running', field: 'x' },
    })
  })

  it('a thrown plain error is internal and keeps its text', async () => {
    expect(await answerTo(new Error('boom'))).toEqual({
      ok: false,
      error: { kind: 'internal', message: 'Hostdeck could not complete "app:info": boom' },
    })
  })

  it('withField moves an API error under another field and keeps the rest', () => {
    const moved = new ApiError({ kind: 'invalidInput', message: 'bad', endpoint: 'POST /ssl', field: 'sanDomains[2]' })
    expect(moved.withField('sanDomains').toJSON()).toEqual({ ...moved.toJSON(), field: 'sanDomains' })
    expect(moved.withField('sanDomains')).toBeInstanceOf(ApiError)
  })
})

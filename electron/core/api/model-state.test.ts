import { describe, expect, it } from 'vitest'
import { fieldReasonsOf, serverMessageOf } from './answers'

/**
 * Issue 52, row 3: the service is ASP.NET Web API, whose 400 for a body it cannot validate is
 * `{Message, ModelState: {field: [reasons]}}`. No evidence in REAL-API.md (it shows `{"Message": "..."}`): both read.
 */
const TOKEN = 'tok-HOSTDECK-secret-7f3a9c21e4b8'
const refusal = (state: unknown, message: unknown = 'The request is invalid.') =>
  JSON.stringify({ Message: message, ModelState: state })

describe('a refusal’s ModelState', () => {
  it('says the reasons after the Message, field by field, instead of "The request is invalid." alone', () => {
    const text = refusal({ 'model.Name': ['The Name field is required.'], 'model.CPU': ['Must be 1 to 8', 'Whole'] })
    expect(serverMessageOf(text)).toBe(
      'The request is invalid. Name: The Name field is required. CPU: Must be 1 to 8. Whole.',
    )
    expect(fieldReasonsOf(text)).toEqual({ Name: ['The Name field is required.'], CPU: ['Must be 1 to 8', 'Whole'] })
  })

  it('names the field by the last name of its path, without an index; the body as a whole is ""', () => {
    const text = refusal({ 'request.SshKeys[0]': ['Unknown key'], 'request.SshKeys[1]': ['Unknown'], '': ['Bad JSON'] })
    expect(fieldReasonsOf(text)).toEqual({ SshKeys: ['Unknown key', 'Unknown'], '': ['Bad JSON'] })
    expect(serverMessageOf(text)).toBe('The request is invalid. SshKeys: Unknown key. Unknown. Bad JSON.')
  })

  it('keeps the plain {Message} refusal as it was, and ignores empty or odd reasons', () => {
    expect(serverMessageOf(JSON.stringify({ Message: 'HDD: too small' }))).toBe('HDD: too small')
    expect(fieldReasonsOf(JSON.stringify({ Message: 'HDD: too small' }))).toBeUndefined()
    expect(fieldReasonsOf(refusal({ 'model.Name': ['', 7, null] }))).toBeUndefined()
    expect(serverMessageOf(JSON.stringify({ ModelState: { 'model.Name': 'Taken' } }))).toBe('Name: Taken.')
    expect(fieldReasonsOf('not json')).toBeUndefined()
  })

  it('scrubs the token from the reasons as from the message', () => {
    const text = refusal({ 'model.Token': [`Bad value ${TOKEN}`] })
    expect(fieldReasonsOf(text, TOKEN)).toEqual({ Token: ['Bad value [token]'] })
    expect(serverMessageOf(text, TOKEN)).not.toContain(TOKEN.slice(0, 8))
  })
})

import { describe, expect, it } from 'vitest'
import { paneSections } from './pane-sections'

describe('paneSections', () => {
  it('maps a detail pane to the section its resource lives in', () => {
    expect(paneSections({ kind: 'server', id: 3 })).toEqual(['servers'])
    expect(paneSections({ kind: 'dnsRecord', id: 5, parentId: 2 })).toEqual(['dnsZones'])
    expect(paneSections({ kind: 'storage', id: 1 })).toEqual(['storage', 'storageUsers'])
  })

  it('maps a category to its own section, storage with its users', () => {
    expect(paneSections({ kind: 'category', id: 'sshKeys' })).toEqual(['sshKeys'])
    expect(paneSections({ kind: 'category', id: 'storage' })).toEqual(['storage', 'storageUsers'])
  })

  it('asks for nothing without a pane or for an unknown category', () => {
    expect(paneSections(null)).toEqual([])
    expect(paneSections({ kind: 'category', id: 'nope' })).toEqual([])
  })
})

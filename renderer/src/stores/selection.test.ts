import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { useSelectionStore } from './selection'

const web = { kind: 'server', id: 1 } as const
const zone = { kind: 'dnsZone', id: 2 } as const

describe('the panes’ history', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('walks back and forward through the panes opened, the overview first', () => {
    const selection = useSelectionStore()
    selection.select(web)
    selection.select(zone)
    expect(selection.goBack()).toBe(true)
    expect(selection.selected).toEqual(web)
    expect(selection.goBack()).toBe(true)
    expect(selection.selected).toBeNull()
    expect(selection.goBack()).toBe(false)
    expect(selection.goForward()).toBe(true)
    expect(selection.goForward()).toBe(true)
    expect(selection.selected).toEqual(zone)
    expect(selection.goForward()).toBe(false)
  })

  it('a pane opened after going back drops the way forward; the same pane again is no step', () => {
    const selection = useSelectionStore()
    selection.select(web)
    selection.select(zone)
    selection.goBack()
    selection.select({ ...web })
    selection.select(zone)
    expect(selection.goForward()).toBe(false)
    selection.goBack()
    expect(selection.selected).toEqual(web)
  })

  it('another account starts over: its overview, no history', () => {
    const selection = useSelectionStore()
    selection.select(web)
    selection.startOver()
    expect(selection.selected).toBeNull()
    expect(selection.goBack()).toBe(false)
  })
})

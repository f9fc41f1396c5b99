import { describe, expect, it } from 'vitest'
import { REGISTRY } from '@shared/resources/registry'
import type { ResourceKind } from '@shared/resources'
import { categories } from '../../resources'
import { listPaneOf, panes } from './registry'

// The areas' panes.ts are found by their exports' names (`…Panes`): one named otherwise would leave its kinds without
// panes, which no type catches. Every registered kind has a detail pane, and every category of the tree a list pane.
describe('the pane registry', () => {
  it.each(Object.keys(REGISTRY))('has the detail pane of %s', (kind) => {
    expect(panes[kind as ResourceKind], `detail pane of ${kind}`).toBeDefined()
  })

  it.each(categories().map((c) => c.kind))('has the list pane of the %s category', (kind) => {
    expect(listPaneOf(kind), `list pane of ${kind}`).toBeDefined()
  })
})

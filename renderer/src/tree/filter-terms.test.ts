import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '@shared/contract'
import { aServer } from '@shared/models/test-kit'
import { dnsRecord } from '@shared/dns/sample-records'
import { refKey, type ResourceRef } from '@shared/resources'
import { buildResourceTree, type TreeNode, type TreeWords } from './build'
import { filterTree } from './filter'
import { treeTerms } from './filter-terms'

const words: TreeWords = {
  category: (key) => key,
  state: (raw) => raw,
  notActivated: 'Not activated',
  sharedPublicNetwork: 'Shared public network',
  serverNumber: (id) => `Server #${id}`,
}

const records = [
  dnsRecord('A', { id: 21, zoneId: 20, owner: 'www', address: '203.0.113.10' }),
  dnsRecord('A', { id: 22, zoneId: 20, owner: 'db', address: '203.0.113.20' }),
]
const snapshot: AccountSnapshot = {
  servers: [
    aServer({ id: 1, name: 'web-01', ip: '203.0.113.10', isPowerOn: true, hddType: null }),
    aServer({ id: 2, name: 'db-01', ip: '203.0.113.20', isPowerOn: false, hddType: null }),
  ],
  dnsZones: [{ id: 20, name: 'example.com', state: 'Active', dateCreate: null, isDelegated: true, records }],
}
const tags = new Map<string, string[]>([
  [refKey({ kind: 'server', id: 2 }), ['env=prod']],
  [refKey({ kind: 'dnsRecord', id: 22, parentId: 20 }), ['env=prod', 'legacy']],
])
const tagsOf = (ref: ResourceRef) => tags.get(refKey(ref)) ?? []
const account = { id: 'acme', label: 'Acme' }

/** The resources a query leaves in the tree, every matching row's label, found however deep. */
function found(query: string): string[] {
  const tree = buildResourceTree(snapshot, words)
  const filtered = filterTree(tree, query, undefined, treeTerms(query, snapshot, account, tagsOf))
  const labels: string[] = []
  const walk = (nodes: readonly TreeNode[] | undefined) =>
    nodes?.forEach((n) => (n.children ? walk(n.children) : labels.push(n.label)))
  walk(filtered.roots)
  return labels
}

describe("the tree's filter in the filter language", () => {
  it.each([
    ['tag:env=prod', ['db-01', 'db A 203.0.113.20']],
    ['tag:env=prod kind:server', ['db-01']],
    ['tag:env=prod -tag:legacy', ['db-01']],
    ['state:stopped', ['db-01']],
    ['kind:server -tag:env', ['web-01']],
    ['tag:env=prod db-01', ['db-01']],
    ['tag:nothing', []],
    ['тег:env=prod вид:server', ['db-01']],
  ])('%s finds %j', (query, labels) => {
    expect(found(query)).toEqual(labels)
  })

  it('leaves plain words to the text search, and a query with a mistake too', () => {
    expect(treeTerms('web-01', snapshot, account, tagsOf)).toBeNull()
    expect(treeTerms('tag:', snapshot, account, tagsOf)).toBeNull()
    expect(found('web-01')).toEqual(['web-01'])
  })
})

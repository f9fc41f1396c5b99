import type { ResourceKind } from '@shared/resources'
import { dnsRecordView } from './dns-record'
import { dnsZoneView } from './dns-zone'
import { imageView } from './image'
import { privateNetworkView } from './private-network'
import { publicNetworkView } from './public-network'
import { serverView } from './server'
import { sshKeyView } from './ssh-key'
import { sslCertificateView } from './ssl-certificate'
import { storageView } from './storage'
import { storageUserView } from './storage-user'
import type { CategoryView, ResourceView } from './view'

export { defineView, type CategoryView, type ResourceView } from './view'

/**
 * The renderer's half of every resource kind, registered once (the tree shows the categories in this order). A
 * new kind is its file here and one line below, beside its shared descriptor's line in `@shared/resources`.
 */
const VIEWS: readonly ResourceView[] = [
  serverView,
  privateNetworkView,
  publicNetworkView,
  dnsZoneView,
  dnsRecordView,
  sslCertificateView,
  storageView,
  storageUserView,
  sshKeyView,
  imageView,
]

/** Every registered view, with items seen as `unknown`. */
export const allViews = (): readonly ResourceView[] => VIEWS

const byKind = new Map<ResourceKind, ResourceView>(VIEWS.map((v) => [v.resource.kind, v]))
/** The view of a kind; undefined for `category`, which is a tree row, not a resource. */
export const viewOf = (kind: ResourceKind): ResourceView | undefined => byKind.get(kind)

/** A category of the tree: the snapshot section it lists (its id as a ref) and how. */
export interface Category extends CategoryView {
  section: ResourceView['resource']['section']
  kind: ResourceView['resource']['kind']
}

/** The tree's categories, in order: one per kind that has one, by its snapshot section. */
export const categories = (): readonly Category[] => CATEGORIES
const CATEGORIES: readonly Category[] = VIEWS.flatMap((v) =>
  v.category ? [{ ...v.category, section: v.resource.section, kind: v.resource.kind }] : [],
)

/** The category listing a section, if the tree has one. */
export const categoryOf = (section: string): Category | undefined => CATEGORIES.find((c) => c.section === section)

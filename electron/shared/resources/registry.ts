import type { ResourceDescriptor } from './descriptor'
import type { ResourceKind } from './kinds'
import { dnsRecordResource } from './dns-record'
import { dnsZoneResource } from './dns-zone'
import { imageResource } from './image'
import { privateNetworkResource } from './private-network'
import { publicNetworkResource } from './public-network'
import { serverResource } from './server'
import { sshKeyResource } from './ssh-key'
import { sslCertificateResource } from './ssl-certificate'
import { storageResource } from './storage'
import { storageUserResource } from './storage-user'

/**
 * Every resource kind, registered once, by its name (in the order the tree shows their categories): the one list
 * of kinds. A new kind is its descriptor file and one line here (CONTRIBUTING.md, "How to add a resource kind").
 */
export const REGISTRY = {
  server: serverResource,
  privateNetwork: privateNetworkResource,
  publicNetwork: publicNetworkResource,
  dnsZone: dnsZoneResource,
  dnsRecord: dnsRecordResource,
  sslCertificate: sslCertificateResource,
  storage: storageResource,
  storageUser: storageUserResource,
  sshKey: sshKeyResource,
  image: imageResource,
} as const satisfies Record<string, ResourceDescriptor>

/** Every kind's name, a category's first: what a ref's `kind` may be (the contract's schemas check it). */
export const RESOURCE_KINDS = ['category', ...Object.keys(REGISTRY)] as [ResourceKind, ...ResourceKind[]]

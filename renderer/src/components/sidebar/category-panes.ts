import type { Component } from 'vue'
import type { CategorySection } from './tree-nodes'
import { lazyPane } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const PrivateNetworksPane = lazyPane(() => import('../networks/PrivateNetworksPane.vue'))
const PublicNetworksPane = lazyPane(() => import('../networks/PublicNetworksPane.vue'))
const ServersListPane = lazyPane(() => import('../servers/ServersListPane.vue'))
const SshKeysListPane = lazyPane(() => import('../ssh-keys/SshKeysListPane.vue'))
const DnsZonesPane = lazyPane(() => import('../dns/DnsZonesPane.vue'))
const StoragePane = lazyPane(() => import('../storage/StoragePane.vue'))
const ImagesListPane = lazyPane(() => import('../images/ImagesListPane.vue'))
const CertificatesPane = lazyPane(() => import('../ssl/CertificatesPane.vue'))

/**
 * The pane of a category row, by snapshot section. A category without its own pane gets the generic list
 * of its rows; an area adds its list pane here (one line) when it has one.
 */
export const categoryPanes: Partial<Record<CategorySection, Component>> = {
  servers: ServersListPane,
  privateNetworks: PrivateNetworksPane,
  publicNetworks: PublicNetworksPane,
  sshKeys: SshKeysListPane,
  dnsZones: DnsZonesPane,
  sslCertificates: CertificatesPane,
  // Also reachable before activation: the pane offers "Activate" when the snapshot's storage is null.
  storage: StoragePane,
  images: ImagesListPane,
}

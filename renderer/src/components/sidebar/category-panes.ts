import type { Component } from 'vue'
import PrivateNetworksPane from '../networks/PrivateNetworksPane.vue'
import PublicNetworksPane from '../networks/PublicNetworksPane.vue'
import ServersListPane from '../servers/ServersListPane.vue'
import SshKeysListPane from '../ssh-keys/SshKeysListPane.vue'
import DnsZonesPane from '../dns/DnsZonesPane.vue'
import StoragePane from '../storage/StoragePane.vue'
import ImagesListPane from '../images/ImagesListPane.vue'
import CertificatesPane from '../ssl/CertificatesPane.vue'
import type { CategorySection } from './tree-nodes'

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

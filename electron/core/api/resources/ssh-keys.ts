import type { CreateSshKeyRequest } from '../../../shared/channels/ssh-keys'
import type { SshKey } from '../../../shared/models/ssh-keys'
import { NO_ANSWER, route } from '../endpoint'
import { perSend } from '../resource-slices'
import type { Send } from '../transport'
import type { ReadList } from '../wire/lists'
import { wireSshKey, wireSshKeyList } from '../wire/ssh-keys'

const ep = {
  list: route('GET', '/sshkey', 'load SSH keys', wireSshKeyList),
  get: route('GET', '/sshkey/{id}', 'load the SSH key', wireSshKey),
  create: route('POST', '/sshkey', 'add the SSH key', wireSshKey),
  remove: route('DELETE', '/sshkey/{id}', 'delete the SSH key', NO_ANSWER),
}

export function createSshKeysApi(send: Send) {
  return {
    list: async (): Promise<ReadList<SshKey>> => send(ep.list),
    get: async (id: number): Promise<SshKey> => send(ep.get, { params: { id } }),
    create: async (request: CreateSshKeyRequest): Promise<SshKey> =>
      send(ep.create, { body: { Title: request.title, PublicKey: request.publicKey } }),
    remove: async (id: number): Promise<void> => send(ep.remove, { params: { id } }),
  }
}

/** The client's `sshKeys` member. */
export const sshKeyResources = { sshKeys: perSend(createSshKeysApi) }

declare module '../resource-slices' {
  interface ResourceSlices {
    sshKeys: typeof sshKeyResources
  }
}

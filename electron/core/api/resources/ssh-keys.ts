import type { CreateSshKeyRequest } from '../../../shared/channels/ssh-keys'
import type { SshKey } from '../../../shared/models'
import { NO_ANSWER, endpoint } from '../endpoint'
import type { Send } from '../transport'
import type { ReadList } from '../wire/common'
import { wireSshKey, wireSshKeyList } from '../wire/ssh-keys'

const ep = {
  list: endpoint({ method: 'GET', path: '/sshkey', action: 'load SSH keys', answer: wireSshKeyList }),
  get: endpoint({ method: 'GET', path: '/sshkey/{id}', action: 'load the SSH key', answer: wireSshKey }),
  create: endpoint({ method: 'POST', path: '/sshkey', action: 'add the SSH key', answer: wireSshKey }),
  remove: endpoint({ method: 'DELETE', path: '/sshkey/{id}', action: 'delete the SSH key', answer: NO_ANSWER }),
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

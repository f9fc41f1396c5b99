import { describe, expect, it } from 'vitest'
import { wireStorage, wireStorageUser } from './storage'

// Shapes as the seed shows them for POST /storage and POST /storage/users/{id}/block.
const conn = {
  NativeApiConnection: { Endpoint: 'https://native.example', TenantId: 't1', AccessKey: 'ak', Password: 'pw' },
  CompatApiConnection: { Endpoint: 'https://compat.example', AccessKey: 'ak2', SecretKey: 'sk' },
  FtpConnection: { HostName: 'ftp.example', Login: 'l', Password: 'p' },
}

describe('storage wire', () => {
  it('normalises the activation answer (Id, null quota, empty Tasks)', () => {
    const s = wireStorage.parse({
      Id: 7,
      ExternalId: 'ext-7',
      Name: null,
      QuotaBytes: null,
      State: 'Activating',
      Owner: { Id: 3, ExternalId: 'o3', Name: 'admin', Password: 'secret', State: 'Active', ...conn, Extra: 1 },
      Tasks: [],
      Unknown: 'ignored',
    })
    expect(s).toEqual({
      id: 7,
      externalId: 'ext-7',
      name: '7',
      quotaBytes: null,
      state: 'Activating',
      tasks: [],
      owner: {
        id: 3,
        externalId: 'o3',
        name: 'admin',
        password: 'secret',
        state: 'Active',
        connection: {
          swift: { endpoint: 'https://native.example', tenantId: 't1', accessKey: 'ak', password: 'pw' },
          s3: { endpoint: 'https://compat.example', accessKey: 'ak2', secretKey: 'sk' },
          ftp: { hostName: 'ftp.example', login: 'l', password: 'p' },
        },
      },
    })
  })

  it('reads a storage task inside a blocked user', () => {
    const u = wireStorageUser.parse({
      Id: 11,
      ExternalId: 'u11',
      Name: 'bob',
      Password: 'x',
      State: 'Active',
      ...conn,
      Tasks: [{ Id: 90, ProgressPercent: 0, Type: 'StorageUserBlock', State: 'New', StartDate: '2026-01-02T03:04:05' }],
    })
    expect(u.tasks).toEqual([
      {
        id: 90,
        type: 'StorageUserBlock',
        state: 'New',
        phase: 'pending',
        progressPercent: 0,
        title: null,
        startDate: '2026-01-02T03:04:05+03:00',
        endDate: null,
      },
    ])
    expect(u.connection.ftp?.login).toBe('l')
  })

  it('treats missing connections and Tasks as absent, not as errors', () => {
    const u = wireStorageUser.parse({ ID: 1, Name: 'n', State: 'Active' })
    expect(u.connection).toEqual({ swift: null, s3: null, ftp: null })
    expect(u.tasks).toEqual([])
  })

  it('fails on a missing required field with its path', () => {
    const r = wireStorage.safeParse({ Id: 1, QuotaBytes: null, Tasks: [] })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.path).toEqual(['State'])
  })
})

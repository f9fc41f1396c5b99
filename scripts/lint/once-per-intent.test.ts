import { describe, expect, it } from 'vitest'
import { checkComponent, checkRenderer, readStoreMutations, storeMutations } from './once-per-intent'

// The rule run on the renderer as it is, and on components written to break it (and to keep it).
const mutations = readStoreMutations('renderer/src/stores')
const check = (source: string) => checkComponent('renderer/src/components/fixture/Fixture.vue', source, mutations)
const texts = (source: string) => check(source).map((f) => f.text)

const head = `<script setup lang="ts">
import { ref } from 'vue'
import { call } from '../../api/client'
import { useServersStore } from '../../stores/servers'
import { useStorageStore } from '../../stores/storage'
import { useNetworksStore } from '../../stores/networks'
import { useAttempt } from '../../composables/useAttempt'
import { useFormSubmit } from '../../composables/useFormSubmit'
import { useDangerConfirm } from '../../composables/useDangerConfirm'
const servers = useServersStore()
const storage = useStorageStore()
const networks = useNetworksStore()
const form = ref(null)
`

describe('once per intent: every change a component starts goes through the guard', () => {
  it('finds no change outside the guard in the renderer', () => {
    expect(checkRenderer(process.cwd())).toEqual([])
  })

  it('knows the stores’ changing actions, direct or through another function, and not their reads', () => {
    expect(mutations.get('servers')).toContain('runAction')
    expect(mutations.get('storage')).toContain('activate')
    expect(mutations.get('ssl')).not.toContain('downloadFile')
    const store = `export const useX = defineStore('x', () => {
      const read = () => call('servers:actions', {})
      const send = (id: number) => call('servers:delete', { serverId: id })
      async function twice(id: number) { await send(id) }
      return { read, send, twice }
    })`
    expect([...storeMutations(store)].sort()).toEqual(['send', 'twice'])
  })

  it('fails a button that keeps its own busy flag around a store change (a double-click sends it twice)', () => {
    const bad = `${head}const busy = ref(false)
async function reboot() {
  busy.value = true
  try { await servers.runAction({ serverId: 1, type: 'PowerReboot' }) } finally { busy.value = false }
}
</script>
<template><n-button :loading="busy" @click="reboot">Reboot</n-button></template>`
    expect(texts(bad)).toEqual(['servers.runAction'])
    expect(check(bad)[0]!.line).toBe(17)
  })

  it('fails a store change called straight from a template, a popconfirm included, and the bridge called directly', () => {
    const bad = `${head}const gone = () => call('networks:delete', { id: 1 })
</script>
<template>
  <n-button @click="storage.activate()">Activate</n-button>
  <n-popconfirm @positive-click="networks.deleteNetwork(1)"><template #trigger>x</template></n-popconfirm>
  <n-button @click="gone">Delete</n-button>
</template>`
    expect(texts(bad)).toEqual([
      "call('networks:delete', { id: 1 })",
      '@click="storage.activate()"',
      '@positive-click="networks.deleteNetwork(1)"',
    ])
  })

  it('keeps a change inside useAttempt, useFormSubmit, a confirmation’s run, a wrapper of attempt, or ConfirmByTyping', () => {
    const good = `${head}const { attempt } = useAttempt()
const confirm = useDangerConfirm()
const activate = () => attempt(true, () => storage.activate())
const run = (id: number) => attempt(true, async () => { await id })
const { submit } = useFormSubmit(form, () => servers.createServer({ name: 'a' }))
function disconnect(id: number) { void run(id); return run(id, () => servers.runAction({ serverId: id })) }
function ask() { confirm({ title: '', content: '', confirm: '', run: () => networks.deletePublicNetwork(1) }) }
async function remove() { await servers.deleteServer(1) }
</script>
<template>
  <n-button @click="activate">Activate</n-button>
  <n-button @click="ask">Delete</n-button>
  <n-button @click="disconnect(1)">Disconnect</n-button>
  <confirm-by-typing-button :action="remove">Delete</confirm-by-typing-button>
  <form @submit.prevent="submit" />
</template>`
    expect(check(good)).toEqual([])
  })

  it('keeps a change in a confirmation handed to ConfirmButton’s ask, or in a function handed by name to useFormSubmit', () => {
    const good = `${head.replace('const form', "import { useDnsStore } from '../../stores/dns'\nconst dns = useDnsStore()\nconst form")}function removal() { return { title: '', content: '', confirm: '', run: () => dns.deleteRecord(1, 2) } }
function publish() { return dns.createRecord({ zoneId: 1 }) }
const submission = useFormSubmit(form, publish)
</script>
<template>
  <confirm-button :ask="removal">Delete</confirm-button>
  <form-dialog :form="{ submission }" />
</template>`
    expect(check(good)).toEqual([])
    // The same functions called from a click are outside the guard.
    const bad = good
      .replace(':ask="removal"', '@click="removal().run()"')
      .replace('useFormSubmit(form, publish)', 'publish()')
    expect(texts(bad).sort()).toEqual(['dns.createRecord', 'dns.deleteRecord'])
  })
})

// What "settled" means is each kind's (shared/resources/<kind>.ts): this is the renderer's door to it.
export { settlingSections } from '@shared/resources'

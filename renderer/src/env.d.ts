/// <reference types="vite/client" />
import type { HostdeckBridge } from '@shared/bridge'

declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent<object, object, unknown>
  export default component
}

declare global {
  interface Window {
    /** Present in the desktop app (exposed by the preload); absent in the browser host. */
    hostdeck?: HostdeckBridge
  }
}

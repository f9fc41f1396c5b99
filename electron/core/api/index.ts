// The core API client: the only code in Hostdeck that speaks the API's wire shapes.
export { createCloudApi, type CloudApi, type CloudApiOptions } from './cloud-api'
export { ApiError, isApiError } from './errors'
export { createCapabilities, type Capabilities, type CapabilityKey } from './capabilities'
export type { ApiRequestInfo } from './transport'
export type { BackoffOptions } from './retry'

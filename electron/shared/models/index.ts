// Models every domain shares: plain types and tiny pure helpers, no node imports. A resource kind's model is
// imported from its own file (`@shared/models/dns`), so a new kind edits no list here.
export * from './tasks'
export * from './cidr'
export * from './accounts'
export * from './service-time'
export * from './api-error'
export * from './capabilities'
export * from './ip-address'
export * from './unreadable'
export * from './session'
export * from './preferences'
export * from './task-text'

/** The Demo account's token: the backend names it without loading the simulator (customers.ts uses it). */
export const DEMO_TOKEN = 'demo-token-hostdeck'

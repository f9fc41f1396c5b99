// naive-ui components the first screen shows only later (an alert when something failed, the account menu once
// the accounts have landed): a chunk of their own, loaded the first time one is shown (see later-naive.ts).
export { NAlert, NDropdown } from 'naive-ui'

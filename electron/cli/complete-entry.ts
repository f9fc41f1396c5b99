// The bundle's second entry (complete.mjs): what bin/hostdeck.mjs runs for `hostdeck __complete WORD…`, a shell's
// Tab press. It holds the completion and the cache's readers only, none of the commands, their schemas or help,
// so the answer costs little more than node's own start.
import { completeWords } from './complete-main'

const [command, ...typed] = process.argv.slice(2)
if (command === '__complete') await completeWords(typed)

import { REGISTRY } from '../../shared/resources/registry'
import type { ResourceDescriptor } from '../../shared/resources/descriptor'
import type { CacheShelf } from '../cache-shelf'
import { usage } from '../exit-codes'
import { pickAccount } from '../account-pick'
import { kindOfNoun, nounOf } from './nouns'
import { SERVER_VERBS } from './server-verbs'

// Shell completion: `hostdeck completion bash|zsh|fish` prints a script that asks `hostdeck __complete WORDS…`
// for the words that may come next. Names (servers, zones, accounts) come from the cache's files: no network,
// no keychain, no lock.

const SCRIPTS: Record<string, string> = {
  bash: `# hostdeck completion for bash: source it, or put it in /etc/bash_completion.d/hostdeck
_hostdeck() {
  local IFS=$'\\n'
  COMPREPLY=($(hostdeck __complete "\${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
}
complete -o default -F _hostdeck hostdeck
`,
  zsh: `#compdef hostdeck
# hostdeck completion for zsh: put it in a folder of $fpath as _hostdeck
_hostdeck() {
  local -a candidates
  candidates=("\${(@f)$(hostdeck __complete "\${(@)words[2,CURRENT]}" 2>/dev/null)}")
  compadd -a candidates
}
compdef _hostdeck hostdeck
`,
  fish: `# hostdeck completion for fish: put it in ~/.config/fish/completions/hostdeck.fish
complete -c hostdeck -f -a '(hostdeck __complete (commandline -opc)[2..-1] (commandline -ct) 2>/dev/null)'
`,
}

/** `completion bash|zsh|fish`: the shell's script. */
export function completionScript(shell: string | undefined): string {
  const script = shell ? SCRIPTS[shell] : undefined
  if (!script) throw usage(`"completion" takes bash, zsh or fish (got "${shell ?? ''}").`)
  return script
}

const FIXED_NOUNS: Record<string, string[]> = {
  accounts: ['ls', 'add', 'rm'],
  tasks: ['ls', 'wait'],
  journal: ['ls', 'revert'],
  completion: Object.keys(SCRIPTS),
  help: [],
}

const FLAGS = [
  '--account',
  '--all-accounts',
  '--cached',
  '--max-age',
  '--output',
  '--columns',
  '--no-header',
  '--data-dir',
  '--wait',
  '--no-wait',
  '--timeout',
  '--dry-run',
  '--yes',
  '--help',
]

const OUTPUTS = ['table', 'wide', 'json', 'yaml', 'csv', 'ndjson', 'name']

function verbsOf(noun: string): string[] {
  const fixed = FIXED_NOUNS[noun]
  if (fixed) return fixed
  const kind = kindOfNoun(noun)?.kind
  if (kind === 'server') return ['ls', 'get', ...Object.keys(SERVER_VERBS)]
  if (kind === 'dnsRecord') return ['ls', 'get', 'add', 'rm']
  return kind ? ['ls', 'get'] : []
}

/** The names of a kind in the account the words name (or the active one), from its cached copy. */
async function cachedNames(shelf: CacheShelf, words: readonly string[], descriptor: ResourceDescriptor) {
  const at = words.indexOf('--account')
  const accounts = await shelf.accounts()
  const account = pickAccount(accounts, at >= 0 ? words[at + 1] : undefined)
  const cached = await shelf.snapshot(account.id, [descriptor.section])
  // The names a row shows (reads.ts's rowOfEntry), without the readers' code: a Tab press loads little.
  const entries = cached ? descriptor.entries(cached.snapshot) : null
  return entries?.map(({ item, parent }) => descriptor.name(item, parent)) ?? []
}

/** The operand a noun and verb take in place `index` (2: the first after the verb), as a kind to name. */
function operandKind(noun: string, verb: string, index: number): ResourceDescriptor | null {
  const kind = kindOfNoun(noun)?.kind
  if (kind === 'dnsRecord' && index === 2 && ['add', 'rm', 'ls'].includes(verb)) return REGISTRY.dnsZone
  if (kind && index === 2 && verb !== 'ls') return kindOfNoun(noun)?.descriptor ?? null
  return null
}

/** `__complete WORD… CURRENT`: the candidates for the last word (which may be empty), one a line. */
export async function complete(shelf: CacheShelf, typed: readonly string[]): Promise<string[]> {
  const current = typed.at(-1) ?? ''
  const before = typed.slice(0, -1)
  const previous = before.at(-1)
  const words = before.filter(
    (word, i) =>
      !word.startsWith('-') && !before[i - 1]?.match(/^--(account|output|columns|max-age|data-dir|timeout)$/),
  )
  let candidates: string[]
  if (previous === '--account') candidates = (await shelf.accounts()).map((account) => account.label)
  else if (previous === '--output' || previous === '-o') candidates = OUTPUTS
  else if (current.startsWith('-')) candidates = FLAGS
  else if (words.length === 0) candidates = [...Object.keys(FIXED_NOUNS), ...Object.keys(REGISTRY).map(nounOf)]
  else if (words.length === 1) candidates = verbsOf(words[0] ?? '')
  else {
    const kind = operandKind(words[0] ?? '', words[1] ?? '', words.length)
    candidates = kind ? await cachedNames(shelf, before, kind) : []
  }
  return [...new Set(candidates)].filter((candidate) => candidate.startsWith(current)).sort()
}

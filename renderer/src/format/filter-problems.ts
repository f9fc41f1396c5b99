import { parseFilter, type FilterProblem } from '@shared/filter/parse'
import { RESOURCE_KINDS } from '@shared/resources'

type Translate = (key: string, values: Record<string, unknown>) => string

const KINDS = RESOURCE_KINDS.filter((k) => k !== 'category')

/** The problems of a query in the filter language, in the user's words (`tags.filter.<code>`); none when it reads. */
export function filterProblems(query: string, t: Translate): string[] {
  const parsed = parseFilter(query, KINDS)
  return parsed.ok ? [] : parsed.problems.map((p: FilterProblem) => t(`tags.filter.${p.code}`, { term: p.term }))
}

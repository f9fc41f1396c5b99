import { z } from 'zod'
import { taskPhase, type Task } from '../../../shared/models'
import { looseNumber, optionalText, serviceTime, wireId, withIdAlias } from './common'

/**
 * Every task shape the API shows: server action {ID, Type, State, StartDate?, EndDate?},
 * storage task {Id, ProgressPercent, Type, State, StartDate}, public-network deletion task
 * {ID, ProgressPercent, Title, Type, State}.
 */
export const wireTask = withIdAlias(
  z.object({
    ID: wireId,
    Type: z.string(),
    State: z.string(),
    ProgressPercent: looseNumber,
    Title: optionalText,
    // Written without a zone (the seed's DateTime): the service's clock (service-time.ts).
    StartDate: serviceTime,
    EndDate: serviceTime,
  }),
).transform((t): Task => ({
  id: t.ID,
  type: t.Type,
  state: t.State,
  phase: taskPhase(t.State),
  progressPercent: t.ProgressPercent,
  title: t.Title,
  startDate: t.StartDate,
  endDate: t.EndDate,
}))

/**
 * Storage `Tasks`: typed "object" in the seed, shown as a list. A lone task object is read as a
 * one-item list; null, absent or any other object as no tasks.
 */
export const wireTaskList = z.preprocess((v) => {
  if (Array.isArray(v)) return v
  if (typeof v === 'object' && v !== null && ('ID' in v || 'Id' in v)) return [v]
  return []
}, z.array(wireTask))

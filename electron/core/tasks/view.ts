import type { SnapshotSection } from '../../shared/contract'
import {
  nativeTaskText,
  type TaskFinished,
  type TaskList,
  type TaskOutcome,
  type TaskView,
} from '../../shared/channels/tasks'
import { fillTemplate } from '../../shared/rule-text'
import { changedSections, RESOURCE_KINDS, type ResourceKind, type ResourceRef } from '../../shared/resources'
import type { TaskResourceRef, TrackedTask } from './types'

export function toResourceRef(ref: TaskResourceRef): ResourceRef {
  const kind = (RESOURCE_KINDS as readonly string[]).includes(ref.kind) ? (ref.kind as ResourceKind) : 'category'
  return { kind, id: ref.id, ...(ref.parentId !== undefined && { parentId: ref.parentId }) }
}

export function toView(task: TrackedTask, now: number): TaskView {
  return {
    key: task.key,
    accountId: task.accountId,
    accountLabel: task.accountLabel,
    title: task.title,
    name: task.subject ?? null,
    type: task.task.type,
    state: task.task.state,
    phase: task.task.phase,
    progressPercent: task.task.progressPercent,
    startedAt: task.startedAt,
    endedAt: task.endedAt,
    elapsedMs: Math.max(0, (task.endedAt ?? now) - task.startedAt),
    resource: toResourceRef(task.resource),
    paused: task.paused,
    problem: task.problem,
    announced: task.announced,
  }
}

export function toList(tasks: Iterable<TrackedTask>, now: number): TaskList {
  const all = [...tasks]
  return {
    running: all
      .filter((t) => t.endedAt === null)
      .sort((a, b) => a.startedAt - b.startedAt)
      .map((t) => toView(t, now)),
    recent: all
      .filter((t) => t.endedAt !== null)
      .sort((a, b) => b.endedAt! - a.endedAt!)
      .map((t) => toView(t, now)),
  }
}

export function toFinished(task: TrackedTask, phase: TaskOutcome): TaskFinished {
  return {
    key: task.key,
    accountId: task.accountId,
    accountLabel: task.accountLabel,
    subject: task.title,
    type: task.task.type,
    name: task.subject ?? null,
    title: fillTemplate(nativeTaskText.en.finished[phase], { subject: task.title }),
    phase,
    resource: toResourceRef(task.resource),
  }
}

/**
 * What to re-read when a task ends, so the tree shows the state the task produced: its resource's sections, and
 * those listing the resource too when the task made, deleted or relinked it (see a descriptor's `linked`).
 */
export function sectionsToRefresh(task: TrackedTask): SnapshotSection[] {
  // Other tasks make or delete their resource; a server action changes what lists the server only when it is
  // about its networks (network changes show on the networks' linked-server lists too).
  const relinked = task.source.kind !== 'serverAction' || /network/i.test(task.task.type)
  return changedSections(toResourceRef(task.resource), relinked)
}

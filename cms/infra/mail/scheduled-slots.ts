/**
 * A task schedule whose cron slots are each queued once. Payload's default records the current
 * time as the task's last scheduled run after every attempt (queued or skipped), and takes the
 * next slot after it: a run that one instance finishes before any post-slot scheduling pass has
 * recorded a later time (another instance's pass straddling the slot, say) lets the next pass
 * queue the same slot again. Here the slot itself is recorded, only when it was queued, so the
 * next slot is always a later one. A slot long past (every server was stopped) is queued once,
 * then the schedule goes on from now rather than catching up day by day.
 *
 * The runner calls handleSchedules in one transaction under an advisory lock
 * (cms/infra/mail/job-runner.ts), so this read-then-write of the stats is never interleaved.
 */
import type { TaskConfig } from 'payload'

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number]
type AfterScheduleFn = NonNullable<NonNullable<ScheduleConfig['hooks']>['afterSchedule']>
type QueueStats = { tasks?: Record<string, { lastScheduledRun: string }> }
type JobStats = { stats?: { scheduledRuns?: { queues?: Record<string, QueueStats> } } }

/** Payload's global for scheduling state (payload/dist/queues/config/global.js; not exported). */
const JOB_STATS_GLOBAL = 'payload-jobs-stats'

const recordQueuedSlot: AfterScheduleFn = async ({ queueable, req, status }) => {
  const task = queueable.taskConfig?.slug
  if (status !== 'success' || !task || !queueable.waitUntil) return
  const now = new Date()
  const recorded = (queueable.waitUntil > now ? queueable.waitUntil : now).toISOString()
  // Read again: the stats handed to this hook predate what the pass recorded for other tasks.
  const current = (await req.payload.db.findGlobal({ slug: JOB_STATS_GLOBAL, req })) as JobStats
  const queueName = queueable.scheduleConfig.queue
  const queues = current.stats?.scheduledRuns?.queues ?? {}
  const queue = queues[queueName] ?? {}
  const stats = {
    ...current.stats,
    scheduledRuns: {
      ...current.stats?.scheduledRuns,
      queues: { ...queues, [queueName]: { ...queue, tasks: { ...queue.tasks, [task]: { lastScheduledRun: recorded } } } },
    },
  }
  // Creates the row the first time (the adapter's updateGlobal upserts).
  await req.payload.db.updateGlobal({ slug: JOB_STATS_GLOBAL, data: { stats, updatedAt: now.toISOString() }, req, returning: false })
}

export function oncePerSlot(cron: string, queue = 'default'): ScheduleConfig {
  return { cron, queue, hooks: { afterSchedule: recordQueuedSlot } }
}

/**
 * A public write in one statement (issue 32 item 6): the row, the live event it causes (a
 * `live_events` row announced on the change feed, heard at commit) and the emails it queues
 * (`payload_jobs` rows), as data-modifying CTEs of one prepared statement.
 *
 * Why: through Payload's Local API a contact form was nine round trips (begin, insert, the row
 * read back, the live event, its NOTIFY, the job, commit…) and most of its 2.5 ms of CPU went to
 * building and sending them. One statement is atomic by itself: no BEGIN, no COMMIT, and the
 * NOTIFY is delivered only if the whole statement is committed, as in a transaction.
 *
 * The statement is built and prepared once per database (typed-reads.ts): its values are
 * placeholders, so PostgreSQL parses and plans it once per pooled connection. Inside a Payload
 * transaction (`req`, e.g. beside a digest's bookkeeping) it runs on that transaction's
 * connection, built for the call.
 *
 * The caller has validated the values (the route's zod schema, as strict as the collection's
 * fields) and decided who may write: like `overrideAccess`, this bypasses Payload's access rules
 * and hooks, so a collection whose hooks do more than announce a live event must not use it.
 */
import { type AnyColumn, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { CHANGE_CHANNEL } from './change-feed'
import { live_events, payload_jobs } from './payload-schema'
import { drizzleFor } from './transaction'
import { type Database, preparedRead } from './typed-reads'

/** The live event of the new row: what is fixed per statement (its type, its topic, who hears it). */
export interface LiveEventEffect {
  /** The change feed's topic the event is announced under (features/live's LIVE_CHANGES). */
  topic: string
  type: string
  staffOnly: boolean
  /** Keys of the event's data that receive the new row's id (e.g. `contactId`). */
  idKeys: readonly string[]
}

/** A job the write queues: its task, and where in its input the new row's id goes (if anywhere). */
export interface JobEffect {
  taskSlug: string
  idPath?: readonly string[]
}

export interface WriteEffects {
  event?: LiveEventEffect
  jobs?: readonly JobEffect[]
}

/** The per-call values of the effects (the row's own are the placeholders its builder named). */
export interface EffectValues {
  /** The client the live event concerns (null: the team's own event). */
  eventUser?: number | null
  /** The live event's data, without the ids the statement sets. */
  eventData?: Record<string, unknown>
  /** Each job's input, in the order of `effects.jobs`. */
  jobInputs?: readonly Record<string, unknown>[]
}

export interface WriteResult<Returned> {
  id: number
  /** What the insert's `returning` named, as Drizzle decodes it. */
  row: Returned
  jobIds: number[]
}

/** The row's insert, its values `sql.placeholder`s, returning at least its id (`.returning({ id: table.id, … })`). */
type RowInsert<Returned> = SQLWrapper & Promise<Returned[]>

/**
 * The row's write as hand-written SQL, for what Drizzle's builder does not say (an INSERT … SELECT
 * whose WHERE may refuse the row): the statement, and the fields its RETURNING names, each a
 * column of that name (`{ id: messages.id }` reads its `id`), decoded as that column.
 */
export interface RowStatement<Returned> {
  statement: SQL
  fields: { [Key in keyof Returned]: AnyColumn }
}

type RowWrite<Returned> = RowInsert<Returned> | RowStatement<Returned>

/** What Drizzle keeps on a CTE (its Subquery's `_`): the insert's returned fields. */
type RowSubquery = { _: { selectedFields: Record<string, unknown> } }

const placeholder = (name: string) => sql.placeholder(name)
const column = (name: string) => sql.identifier(name)
const pathLiteral = (path: readonly string[]) => `{${path.map((key) => `"${key.replace(/["\\]/g, '')}"`).join(',')}}`

/** `data` (jsonb) with each path set to its value (jsonb_set, nested so each applies to the last). */
export function withValues(data: SQL, values: readonly (readonly [path: readonly string[], value: SQL])[]): SQL {
  return values.reduce((value, [path, set]) => sql`jsonb_set(${value}, ${sql.raw(`'${pathLiteral(path)}'`)}, to_jsonb(${set}))`, data)
}

/** `data` with the new row's id set at each path. */
const withIds = (data: SQL, id: SQL, paths: readonly (readonly string[])[]): SQL =>
  withValues(
    data,
    paths.map((path) => [path, id] as const),
  )

type Cte = SQLWrapper & Record<string, SQL>

/**
 * A live event written by a CTE of a larger statement, one row per row of `from` (the CTEs or
 * tables its values name), and the `pg_notify` that announces it: select `announce` in the
 * statement's answer (a scalar subquery, so it runs once per event, at the statement's end).
 */
export function liveEventInsert(
  db: Database,
  name: string,
  event: Pick<LiveEventEffect, 'topic' | 'type' | 'staffOnly'>,
  values: { user: SQL; data: SQL; from: SQL },
): { cte: Cte; announce: SQL } {
  const cte = db
    .$with(name, {
      id: live_events.id,
      type: live_events.type,
      user: live_events.user,
      staffOnly: live_events.staffOnly,
      data: live_events.data,
    })
    .as(
      sql`INSERT INTO ${live_events} (${column(live_events.type.name)}, ${column(live_events.user.name)}, ${column(live_events.staffOnly.name)}, ${column(live_events.data.name)})
          SELECT ${event.type}::varchar, ${values.user}, ${event.staffOnly}::boolean, ${values.data}
            FROM ${values.from}
          RETURNING ${column(live_events.id.name)}, ${column(live_events.type.name)}, ${column(live_events.user.name)}, ${column(live_events.staffOnly.name)}, ${column(live_events.data.name)}`,
    ) as unknown as Cte
  // The change feed's message (change-feed.ts ChangeMessage, its data the live stream's LiveRow).
  const announce = sql`(SELECT count(pg_notify(${CHANGE_CHANNEL}, json_build_object(
      'topic', ${event.topic}::text,
      'data', json_build_object('id', ${cte.id}, 'type', ${cte.type}, 'user', ${cte.user}, 'staffOnly', ${cte.staffOnly}, 'data', ${cte.data})
    )::text)) FROM ${cte})`
  return { cte, announce }
}

/** A job (`payload_jobs`, the default queue) written by a CTE of a larger statement, one per row of `from`. */
export function jobInsert(db: Database, name: string, values: { taskSlug: string; input: SQL; from: SQL }): Cte {
  return db.$with(name, { id: payload_jobs.id }).as(
    sql`INSERT INTO ${payload_jobs} (${column(payload_jobs.taskSlug.name)}, ${column(payload_jobs.input.name)}, ${column(payload_jobs.queue.name)})
        SELECT ${values.taskSlug}::enum_payload_jobs_task_slug, ${values.input}, 'default'
          FROM ${values.from}
        RETURNING ${column(payload_jobs.id.name)}`,
  ) as unknown as Cte
}

function buildStatement<Returned>(db: Database, insertRow: (db: Database) => RowWrite<Returned>, effects: WriteEffects) {
  const written = insertRow(db)
  const row = ('statement' in written
    ? db.$with('row', written.fields as never).as(written.statement)
    : db.$with('row').as(written as never)) as unknown as Record<string, SQL> & SQLWrapper & RowSubquery
  const ctes: SQLWrapper[] = [row as never]
  // The insert's own answer (its `returning`, the subquery's fields), each with its column's decoder; the effects' beside it.
  const selection: Record<string, unknown> = Object.fromEntries(Object.keys(row._.selectedFields).map((key) => [key, row[key]]))
  const joined: SQLWrapper[] = []

  const { event, jobs = [] } = effects
  if (event) {
    const liveEvent = liveEventInsert(db, 'live_event', event, {
      user: sql`${placeholder('eventUser')}::integer`,
      data: withIds(
        sql`${placeholder('eventData')}::jsonb`,
        sql`${row.id!}`,
        event.idKeys.map((key) => [key]),
      ),
      from: sql`${row}`,
    })
    ctes.push(liveEvent.cte)
    selection.effectAnnounced = liveEvent.announce
  }
  jobs.forEach((job, index) => {
    const queued = jobInsert(db, `job_${index}`, {
      taskSlug: job.taskSlug,
      input: withIds(sql`${placeholder(`jobInput${index}`)}::jsonb`, sql`${row.id!}`, job.idPath ? [job.idPath] : []),
      from: sql`${row}`,
    })
    ctes.push(queued)
    joined.push(queued)
    selection[`effectJob${index}`] = sql<number>`${queued.id}`
  })

  let query = db
    .with(...(ctes as never[]))
    .select(selection as Record<string, SQL>)
    .from(row as never)
  for (const other of joined) query = query.crossJoin(other as never) as never
  return query
}

type Values = Record<string, unknown>

function valuesOf(rowValues: Values, effects: WriteEffects, values: EffectValues): Values {
  const all: Values = { ...rowValues }
  if (effects.event) {
    all.eventUser = values.eventUser ?? null
    all.eventData = JSON.stringify(values.eventData ?? {})
  }
  ;(effects.jobs ?? []).forEach((_, index) => {
    const input = values.jobInputs?.[index]
    if (!input) throw new Error(`insertWithEffects: no input for job ${index}`)
    all[`jobInput${index}`] = JSON.stringify(input)
  })
  return all
}

function resultOf<Returned>(rows: Record<string, unknown>[]): WriteResult<Returned> | null {
  const [first] = rows
  if (!first) return null
  const row: Record<string, unknown> = {}
  const jobIds: number[] = []
  for (const [key, value] of Object.entries(first)) {
    if (key.startsWith('effectJob')) jobIds[Number(key.slice('effectJob'.length))] = Number(value)
    else if (key !== 'effectAnnounced') row[key] = value
  }
  return { id: Number(first.id), row: row as Returned, jobIds }
}

/**
 * As insertWithEffects, for a write that may write nothing: an upsert whose update is refused by
 * its `setWhere` returns no row, and then no effect is written either (each hangs on the row). Null then.
 */
export function writeWithEffects<Returned extends { id: number }>(writeRow: (db: Database) => RowWrite<Returned>, effects: WriteEffects) {
  // Built and prepared once per database, run as a named statement (typed-reads.ts).
  const prepared = preparedRead((db) => buildStatement(db, writeRow, effects))
  return async (
    payload: Payload,
    rowValues: Values,
    values: EffectValues = {},
    options: { req?: PayloadRequest } = {},
  ): Promise<WriteResult<Returned> | null> => {
    const all = valuesOf(rowValues, effects, values)
    if (options.req) {
      const db = (await drizzleFor(payload, options.req)) as Database
      return resultOf<Returned>((await buildStatement(db, writeRow, effects).prepare('').execute(all)) as Record<string, unknown>[])
    }
    return resultOf<Returned>((await prepared(payload).execute(all)) as Record<string, unknown>[])
  }
}

/**
 * `const write = insertWithEffects((db) => db.insert(contacts).values({ email: sql.placeholder('email'), … }).returning({ id: contacts.id }), { event, jobs })`,
 * then `await write(payload, { email }, { eventData, jobInputs }, { req })`: the new row's id and its jobs' ids.
 */
export function insertWithEffects<Returned extends { id: number }>(insertRow: (db: Database) => RowWrite<Returned>, effects: WriteEffects) {
  const write = writeWithEffects(insertRow, effects)
  return async (...args: Parameters<typeof write>): Promise<WriteResult<Returned>> => {
    const result = await write(...args)
    if (!result) throw new Error('insertWithEffects: the row was not written')
    return result
  }
}

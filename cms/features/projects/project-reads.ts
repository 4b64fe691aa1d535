/**
 * Project reads with Drizzle on Payload's tables: a page of a client's projects with each one's
 * step and document counters and the total, one project, its steps; each in one statement,
 * built once and run as a named prepared statement (cms/infra/db/typed-reads.ts). Routes check
 * who may read before calling these.
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { type ApiProject, type ApiProjectStep, progressFromCounts } from '@/contract/projects'
import { project_documents, project_steps, projects, users } from '@/cms/infra/db/payload-schema'
import { timestampText } from '@/cms/infra/db/row-values'
import { containsPlaceholder, searchPattern } from '@/cms/infra/db/search'
import { type Database, literalLimit, preparedRead, preparedReadByShape, searchReadByShape } from '@/cms/infra/db/typed-reads'
import type { DocumentKind } from '@/contract/documents'
import { checklistColumns, documentCounters } from '@/cms/features/documents'

/**
 * Projects with their owner, step counts and document counters (two small lateral reads on
 * the steps' and documents' project_id indexes), filtered by `where`.
 */
function selectProjects(db: Database, where: SQL | undefined) {
  const steps = db
    .select({
      total: sql<number>`count(*) FILTER (WHERE ${project_steps.status} <> 'cancelled')`.as('total'),
      completed: sql<number>`count(*) FILTER (WHERE ${project_steps.status} = 'completed')`.as('completed'),
    })
    .from(project_steps)
    .where(eq(project_steps.project, projects.id))
    .as('s')
  // Kinds of the client's papers not rejected (a kind may repeat), and uploads waiting for staff.
  const documents = db
    .select({
      clientKinds: sql<DocumentKind[] | null>`array_agg(${project_documents.kind}::text)`.as('client_kinds'),
      toReview: sql<number>`count(*) FILTER (WHERE ${project_documents.status} = 'submitted')`.as('to_review'),
    })
    .from(project_documents)
    .where(
      and(
        eq(project_documents.project, projects.id),
        sql`${project_documents.from} = 'client'`,
        sql`${project_documents.status} <> 'rejected'`,
      ),
    )
    .as('d')
  return db
    .select({
      id: projects.id,
      userId: projects.user,
      name: projects.name,
      ...checklistColumns,
      companyType: projects.companyType,
      description: projects.description,
      status: projects.status,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      stepsTotal: sql<number>`coalesce(${steps.total}, 0)`.mapWith(Number).as('steps_total'),
      stepsCompleted: sql<number>`coalesce(${steps.completed}, 0)`.mapWith(Number).as('steps_completed'),
      clientKinds: documents.clientKinds,
      toReview: sql<number>`coalesce(${documents.toReview}, 0)`.mapWith(Number).as('to_review'),
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.user))
    .leftJoinLateral(steps, sql`true`)
    .leftJoinLateral(documents, sql`true`)
    .where(where)
    .$dynamic()
}

/** A row of selectProjects. */
type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number]

export function toApiProject(row: ProjectRow, withClient: boolean): ApiProject {
  const total = row.stepsTotal
  const completed = row.stepsCompleted
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    ...(row.companyType ? { companyType: row.companyType } : {}),
    ...(row.description ? { description: row.description } : {}),
    status: row.status,
    createdAt: timestampText(row.createdAt),
    updatedAt: timestampText(row.updatedAt),
    progress: progressFromCounts(row.status, completed, total),
    steps: { completed, total },
    documents: documentCounters(row, row.clientKinds ?? [], row.toReview),
    ...(withClient && row.email
      ? { user: { id: row.userId, firstName: row.firstName ?? '', lastName: row.lastName ?? '', email: row.email } }
      : {}),
  }
}

/** Pages a reader actually opens; deeper ones keep LIMIT/OFFSET as parameters (typed-reads.ts, literalLimit). */
const PLANNED_ONCE_PAGES = 10

/** A page's shape: its LIMIT and OFFSET written in the text for the first pages, parameters past them. */
type PageShape = { page: number; limit: number }

const pageKey = ({ page, limit }: PageShape) => (page <= PLANNED_ONCE_PAGES ? `${limit}:${page}` : 'deep')

/** The values of a page's placeholders (used by the deep pages' shape only). */
const pageValues = ({ page, limit }: PageShape) => ({ limit, offset: (page - 1) * limit })

/** Newest first, a page of them. */
function paged<Query extends ReturnType<typeof selectProjects>>(query: Query, { page, limit }: PageShape) {
  const ordered = query.orderBy(desc(projects.createdAt), desc(projects.id))
  return page <= PLANNED_ONCE_PAGES
    ? ordered.limit(literalLimit(limit)).offset(literalLimit((page - 1) * limit))
    : ordered.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
}

/**
 * A page of projects and how many match, in one statement: the count runs once and the page
 * joins it laterally, so a page past the end still carries the total.
 */
function pageWithTotal(db: Database, where: SQL, shape: PageShape) {
  const counted = db
    .select({ total: count().as('total') })
    .from(projects)
    .where(where)
    .as('c')
  const page = paged(selectProjects(db, where), shape).as('page')
  return db
    .select()
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id))
}

/** One page of a client's projects, newest first, with their total. */
const clientProjectPage = preparedReadByShape(pageKey, (db, shape: PageShape) =>
  pageWithTotal(db, eq(projects.user, sql.placeholder('userId')), shape),
)

/** The rows of a page with its total (none for an empty page: its one row holds only the count). */
function splitPage<Row>(answer: readonly { c: { total: number }; page: Row | null }[]) {
  return {
    rows: answer.flatMap((row) => (row.page ? [row.page] : [])),
    total: answer[0]?.c.total ?? 0,
  }
}

/** One page of a client's projects, newest first. */
export async function readClientProjects(payload: Payload, userId: number, page: number, limit: number) {
  const shape = { page, limit }
  const answer = await clientProjectPage(payload, shape).execute({ userId, ...pageValues(shape) })
  const { rows, total } = splitPage(answer)
  return {
    projects: rows.map((row) => toApiProject(row, false)),
    page,
    total,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  }
}

/** The back-office's page of projects: all of them or those of one status; its total is known. */
const staffProjectPage = preparedReadByShape(
  (shape: PageShape & { byStatus: boolean }) => `${shape.byStatus}:${pageKey(shape)}`,
  (db, shape) => paged(selectProjects(db, shape.byStatus ? eq(projects.status, sql.placeholder('status')) : sql`true`), shape),
)

/**
 * The back-office's search: the projects it finds, then counted and paged from that set. Built
 * once per database (with or without a status) and run unnamed, so each call is planned for its
 * pattern and reads the trigram index (typed-reads.ts, searchReadByShape).
 */
const staffSearchPage = searchReadByShape(String, (db, byStatus: boolean) => {
  const found = db.$with('matches').as(
    db
      .select({ id: projects.id, createdAt: projects.createdAt })
      .from(projects)
      .where(and(byStatus ? eq(projects.status, sql.placeholder('status')) : sql`true`, containsPlaceholder('projects', 'q'))),
  )
  const counted = db
    .select({ total: count().as('total') })
    .from(found)
    .as('c')
  const pageIds = db
    .select({ id: found.id })
    .from(found)
    .orderBy(desc(found.createdAt), desc(found.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
  const page = selectProjects(db, inArray(projects.id, pageIds)).orderBy(desc(projects.createdAt), desc(projects.id)).as('page')
  return db
    .with(found)
    .select()
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id))
})

type ProjectStatus = (typeof projects.$inferSelect)['status']

/**
 * The back-office's page of projects, newest first, with their owner: of one status or all, the
 * total known from its counters; or those whose searched text contains `search`
 * (cms/infra/db/search.ts): found once, through the trigram index, then counted and paged from
 * that set, in one statement planned for its values.
 */
export async function readStaffProjectPage(
  payload: Payload,
  page: { page: number; limit: number; status?: ProjectStatus; knownTotal: number; search?: string },
): Promise<{ projects: ApiProject[]; total: number }> {
  const shape = { page: page.page, limit: page.limit }
  if (page.search) {
    const { rows, total } = splitPage(
      await staffSearchPage(payload, page.status !== undefined).execute({
        status: page.status,
        q: searchPattern(page.search),
        ...pageValues(shape),
      }),
    )
    return { projects: rows.map((row) => toApiProject(row, true)), total }
  }
  const rows = await staffProjectPage(payload, { ...shape, byStatus: page.status !== undefined }).execute({
    status: page.status,
    ...pageValues(shape),
  })
  return { projects: rows.map((row) => toApiProject(row, true)), total: page.knownTotal }
}

const oneProject = preparedRead((db) => selectProjects(db, eq(projects.id, sql.placeholder('id'))))

/** One project with its owner's id; `withClient` adds the client (back-office reads). */
export async function readProject(payload: Payload, projectId: number, withClient: boolean) {
  const [row] = await oneProject(payload).execute({ id: projectId })
  return row ? { ownerId: row.userId, project: toApiProject(row, withClient) } : null
}

const projectSteps = preparedRead((db) =>
  db
    .select({
      id: project_steps.id,
      order: project_steps.order,
      stepName: project_steps.stepName,
      status: project_steps.status,
      notes: project_steps.notes,
      createdAt: project_steps.createdAt,
      updatedAt: project_steps.updatedAt,
      completedAt: project_steps.completedAt,
    })
    .from(project_steps)
    .where(eq(project_steps.project, sql.placeholder('projectId')))
    .orderBy(asc(project_steps.order), asc(project_steps.id)),
)

export async function readProjectSteps(payload: Payload, projectId: number): Promise<ApiProjectStep[]> {
  const rows = await projectSteps(payload).execute({ projectId })
  return rows.map((row) => ({
    id: row.id,
    order: row.order,
    stepName: row.stepName,
    status: row.status,
    ...(row.notes ? { notes: row.notes } : {}),
    createdAt: timestampText(row.createdAt),
    updatedAt: timestampText(row.updatedAt),
    ...(row.completedAt ? { completedAt: timestampText(row.completedAt) } : {}),
  }))
}

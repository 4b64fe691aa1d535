/**
 * The back-office's and the blog's "contains" searches (cms/infra/db/search.ts) read the trigram index
 * of each table's stored `search_text` (migration 20261124_001500). With sequential scans
 * disabled, each search must read its index, and the stored text must follow the row's fields
 * on every write; the results themselves are checked through the routes' own tests.
 */
import { sql } from '@payloadcms/db-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contains } from '@/cms/infra/db/search'
import { connectToDatabase } from '../helpers/database'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let db: pg.Client

beforeAll(async () => {
  server = await startTestServer()
  db = await connectToDatabase(server)
  await db.query('SET enable_seqscan = off')
}, 120_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

async function indexesRead(query: Parameters<PgDialect['sqlToQuery']>[0]): Promise<string[]> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query)
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params)
  return rows.flatMap((row) =>
    [...row['QUERY PLAN'].matchAll(/Index (?:Only )?Scan (?:Backward )?(?:on|using) "?(\w+)/g)].map((match) => match[1]!),
  )
}

describe('each searched text has its trigram index', () => {
  it.each([
    ['users', sql`SELECT id FROM users u WHERE ${contains('u', 'Hélène Dur')}`],
    ['contacts', sql`SELECT id FROM contacts WHERE ${contains('contacts', 'atlas conseil')}`],
    ['leads', sql`SELECT id FROM leads WHERE ${contains('leads', '0551 23')}`],
    ['projects', sql`SELECT id FROM projects p WHERE ${contains('p', 'création sarl')}`],
    ['blog_posts', sql`SELECT id FROM blog_posts p WHERE ${contains('p', 'registre du commerce')}`],
  ])('%s', async (table, query) => {
    expect(await indexesRead(query)).toContain(`${table}_search_idx`)
  })

  it("serves the back-office's article list in its order (drafts first, newest next) from an index", async () => {
    const plan = await indexesRead(
      sql`SELECT p.id FROM blog_posts p ORDER BY p.published_at DESC NULLS FIRST, p.id DESC LIMIT 20 OFFSET 40`,
    )
    expect(plan).toContain('blog_posts_list_order_idx')
  })

  it('claims the oldest due jobs from the partial index of due jobs (job-runner.ts claimDueJobRows)', async () => {
    const plan = await indexesRead(
      sql`SELECT id FROM payload_jobs WHERE processing IS NOT TRUE AND completed_at IS NULL AND has_error IS NOT TRUE
            AND (wait_until IS NULL OR wait_until < now()) AND COALESCE(queue, 'default') = 'default'
          ORDER BY created_at, id LIMIT 20 FOR UPDATE SKIP LOCKED`,
    )
    expect(plan).toContain('payload_jobs_due_idx')
  })

  it("counts a client's projects by status and type (the dashboard) from an index", async () => {
    const plan = await indexesRead(sql`SELECT status, type, count(*) FROM projects WHERE user_id = ${1} GROUP BY status, type`)
    expect(plan).toContain('projects_user_status_type_idx')
  })

  it('folds case, accents and ligatures', async () => {
    const { rows } = await db.query<{ folded: string }>(`SELECT search_fold('Hélène ÇA Œuvre Ÿ ñ Zoé Łódź') AS folded`)
    expect(rows[0]!.folded).toBe('helene ca oeuvre y n zoe lodz')
  })

  it('keeps the stored text in step with the row on every write', async () => {
    const { rows } = await db.query<{ id: number; search_text: string }>(
      `INSERT INTO contacts (first_name, last_name, email, message, created_at, updated_at)
       VALUES ('Élodie', NULL, 'ELODIE@Exemple.DZ', 'Bonjour.', now(), now()) RETURNING id, search_text`,
    )
    expect(rows[0]!.search_text).toBe('elodie  elodie@exemple.dz ')
    const updated = await db.query<{ search_text: string }>(
      `UPDATE contacts SET last_name = 'Benaïssa', company = 'Société Générale' WHERE id = $1 RETURNING search_text`,
      [rows[0]!.id],
    )
    expect(updated.rows[0]!.search_text).toBe('elodie benaissa elodie@exemple.dz societe generale')
  })

  it("keeps each project's owner in the project's searched text: new project, owner renamed, project moved", async () => {
    const owner = async (first: string, last: string, email: string) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO users (first_name, last_name, email, created_at, updated_at) VALUES ($1, $2, $3, now(), now()) RETURNING id`,
          [first, last, email],
        )
      ).rows[0]!.id
    const searchedText = async (projectId: number) =>
      (await db.query<{ search_text: string }>(`SELECT search_text FROM projects WHERE id = $1`, [projectId])).rows[0]!.search_text
    const amel = await owner('Amel', 'Zerrouki', 'amel@exemple.dz')
    const other = await owner('Nabil', 'Ouali', 'nabil@exemple.dz')
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO projects (user_id, name, type, created_at, updated_at) VALUES ($1, 'SARL Étoile', 'creation', now(), now()) RETURNING id`,
      [amel],
    )
    const project = rows[0]!.id
    // The name, then the owner's text; a line break between them, which no search holds.
    expect(await searchedText(project)).toBe('sarl etoile\namel zerrouki amel amel@exemple.dz')

    await db.query(`UPDATE users SET last_name = 'Benaïssa', email = 'amel.b@exemple.dz' WHERE id = $1`, [amel])
    expect(await searchedText(project)).toBe('sarl etoile\namel benaissa amel amel.b@exemple.dz')

    await db.query(`UPDATE projects SET user_id = $1 WHERE id = $2`, [other, project])
    expect(await searchedText(project)).toBe('sarl etoile\nnabil ouali nabil nabil@exemple.dz')
    await db.query(`UPDATE users SET first_name = 'Amélie' WHERE id = $1`, [amel])
    expect(await searchedText(project)).toBe('sarl etoile\nnabil ouali nabil nabil@exemple.dz')
  })
})

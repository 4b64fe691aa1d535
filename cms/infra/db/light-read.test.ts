import { eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import * as drizzleUtils from 'drizzle-orm/utils'
import { describe, expect, it } from 'vitest'
import { rowMapper } from './light-read'
import { project_steps, projects, users } from './payload-schema'

/** Drizzle's own row mapping, exported at run time but kept out of its types (internal). */
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow: (fields: unknown, row: unknown[], joinsNotNullableMap: unknown) => Record<string, unknown>
}

// Never connects: a pool connects on its first query, and these queries are only prepared.
const db = drizzle('postgres://nobody@127.0.0.1:9/none')

interface Mapped {
  fields: { path: string[]; field: unknown }[]
  joinsNotNullableMap?: Record<string, boolean>
}

/** The fields and join map Drizzle keeps for a prepared select. */
const mappedOf = (query: { prepare(name: string): unknown }) => query.prepare('') as unknown as Mapped

/** Drizzle's own mapping and ours, on the same row. */
function bothWays(mapped: Mapped, row: unknown[]) {
  return {
    ours: rowMapper(mapped.fields, mapped.joinsNotNullableMap)(row),
    drizzle: mapResultRow(mapped.fields, row, mapped.joinsNotNullableMap),
  }
}

describe('rowMapper maps rows as Drizzle does', () => {
  it('a one-table select with decoders (mapWith, aliased SQL)', () => {
    const mapped = mappedOf(
      db
        .select({
          id: projects.id,
          name: projects.name,
          createdAt: projects.createdAt,
          steps: sql<number>`count(*)`.mapWith(Number).as('steps'),
          raw: sql<string>`'x'`,
        })
        .from(projects),
    )
    for (const row of [
      [1, 'Création d’entreprise', '2026-11-25 10:00:00.123+00', '3', 'x'],
      [2, null, null, null, null],
    ]) {
      const { ours, drizzle } = bothWays(mapped, row)
      expect(ours).toStrictEqual(drizzle)
    }
    expect(bothWays(mapped, [1, 'a', null, '3', 'x']).ours.steps).toBe(3)
  })

  it('a left join: a joined table all null becomes null, an inner one does not', () => {
    const mapped = mappedOf(
      db
        .select()
        .from(projects)
        .innerJoin(users, eq(users.id, projects.user))
        .leftJoin(project_steps, eq(project_steps.project, projects.id)),
    )
    const width = mapped.fields.length
    const projectWidth = mapped.fields.filter((field) => field.path[0] === 'projects').length
    const userWidth = mapped.fields.filter((field) => field.path[0] === 'users').length
    const filled = Array.from({ length: width }, (_, index) => `v${index}`)
    const noStep = filled.map((value, index) => (index >= projectWidth + userWidth ? null : value))
    const halfStep = noStep.map((value, index) => (index === projectWidth + userWidth ? 'v' : value))
    for (const row of [filled, noStep, halfStep]) {
      const { ours, drizzle } = bothWays(mapped, row)
      expect(ours).toStrictEqual(drizzle)
    }
    expect(bothWays(mapped, noStep).ours.project_steps).toBeNull()
    expect(bothWays(mapped, halfStep).ours.project_steps).not.toBeNull()
  })

  it('a lateral subquery joined to a count, as the pages with their total are read', () => {
    const counted = db
      .select({ total: sql<number>`count(*)`.mapWith(Number).as('total') })
      .from(projects)
      .as('c')
    const page = db.select({ id: projects.id, name: projects.name }).from(projects).limit(2).as('page')
    const mapped = mappedOf(
      db
        .select()
        .from(counted)
        .leftJoinLateral(page, sql`true`),
    )
    for (const row of [
      ['2', 1, 'a'],
      ['0', null, null],
    ]) {
      const { ours, drizzle } = bothWays(mapped, row)
      expect(ours).toStrictEqual(drizzle)
    }
    expect(bothWays(mapped, ['0', null, null]).ours).toStrictEqual({ c: { total: 0 }, page: null })
  })
})

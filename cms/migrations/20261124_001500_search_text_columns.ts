import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Searched texts become stored columns (hand-written: no collection field). The first version
 * folded accents with translate() over a long list of letters in expression indexes: about 0.4 ms
 * per 400-character article, so a search matching most of 5,000 articles spent seconds rechecking
 * rows. Now search_fold() uses the `unaccent` extension (trusted since PostgreSQL 13, offered by
 * managed services; about 40 times faster, and it knows every Latin accent and ligature), and each
 * table keeps its folded text in a generated column, computed once per write: a search only reads
 * that column, through its trigram index (cms/db/search.ts).
 */
const SEARCHED: [table: string, columns: string[]][] = [
  ['users', ['first_name', 'last_name', 'first_name', 'email']],
  ['contacts', ['first_name', 'last_name', 'email', 'company']],
  ['leads', ['nom_complet', 'email', 'telephone']],
  ['projects', ['name']],
  ['blog_posts', ['title', 'excerpt', 'content_text']],
]

const joined = (columns: string[]) => columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const statements = [
    ...SEARCHED.map(([table]) => `DROP INDEX IF EXISTS "${table}_search_idx";`),
    'CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;',
    // IMMUTABLE over a STABLE function: the dictionary is fixed for this database (the usual wrapper).
    `CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
       LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
       AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;`,
    ...SEARCHED.flatMap(([table, columns]) => [
      `ALTER TABLE "${table}" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(${joined(columns)})) STORED;`,
      `CREATE INDEX "${table}_search_idx" ON "${table}" USING gin ("search_text" gin_trgm_ops);`,
    ]),
  ]
  await db.execute(sql.raw(statements.join('\n')))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const statements = [
    ...SEARCHED.flatMap(([table]) => [`DROP INDEX IF EXISTS "${table}_search_idx";`, `ALTER TABLE "${table}" DROP COLUMN IF EXISTS "search_text";`]),
    `CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
       LANGUAGE sql IMMUTABLE PARALLEL SAFE
       AS $$ SELECT lower($1) $$;`,
    ...SEARCHED.map(
      ([table, columns]) => `CREATE INDEX "${table}_search_idx" ON "${table}" USING gin (search_fold(${joined(columns)}) gin_trgm_ops);`,
    ),
  ]
  await db.execute(sql.raw(statements.join('\n')))
}

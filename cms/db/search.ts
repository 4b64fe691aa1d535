/**
 * "Contains" searches that an index serves: each searched text is folded (case and Latin
 * accents, `search_fold()`) and has a trigram GIN index on exactly the expression below
 * (migration 20261123_233703). PostgreSQL matches an index by its expression, so these
 * fragments and the migration's must stay word for word the same; table aliases do not matter.
 * Searches of one or two characters have no trigram to look up and read the table instead.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

const folded = (alias: string, columns: readonly string[]): SQL =>
  sql.raw(`search_fold(${columns.map((column) => `coalesce(${alias}.${column}, '')`).join(` || ' ' || `)})`)

/** The searched text of each table: name either way round and email, etc. */
export const searchedText = {
  users: (alias = 'users') => folded(alias, ['first_name', 'last_name', 'first_name', 'email']),
  contacts: (alias = 'contacts') => folded(alias, ['first_name', 'last_name', 'email', 'company']),
  leads: (alias = 'leads') => folded(alias, ['nom_complet', 'email', 'telephone']),
  projects: (alias = 'projects') => folded(alias, ['name']),
  blogPosts: (alias = 'blog_posts') => folded(alias, ['title', 'excerpt', 'content_text']),
}

/** LIKE pattern for a literal text: `%`, `_` and `\` typed by someone match themselves. */
const literalPattern = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * `text` contains `search`, whatever the case and accents. The search is folded in SQL by the
 * same function as the indexed text; for each request's plan the value is known, so the
 * planner sees a constant pattern and uses the trigram index.
 */
export function contains(text: SQL, search: string): SQL {
  const words = search.trim().replace(/\s+/g, ' ')
  return sql`${text} LIKE '%' || search_fold(${literalPattern(words)}) || '%'`
}

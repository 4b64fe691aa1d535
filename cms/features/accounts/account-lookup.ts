/**
 * System reads of a client account by its email, for the visitor's own forms (sign-up, forgotten
 * password): the visitor may read no account, and only learns what the form's answer says.
 */
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { users } from '@/cms/infra/db/payload-schema'
import { literalLimit, preparedRead } from '@/cms/infra/db/typed-reads'

/** Emails are stored as typed (Payload's email field lowers them on save), looked up on the unique index. */
const byEmail = preparedRead((db) =>
  db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .limit(literalLimit(1)),
)

export async function accountByEmail(payload: Payload, email: string): Promise<{ id: number; email: string } | undefined> {
  const [account] = await byEmail(payload).execute({ email })
  return account
}

export async function accountExists(payload: Payload, email: string): Promise<boolean> {
  return (await accountByEmail(payload, email)) !== undefined
}

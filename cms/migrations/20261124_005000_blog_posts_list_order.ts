import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The back-office's article list (every status): drafts without a date first, then the newest
 * publication, then the newest id (cms/blog/post-reads.ts). Without an index in that order,
 * PostgreSQL sorted all the posts for each page (16 ms at 5,000). Hand-written: Payload's index
 * options have no direction nor NULLS FIRST.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`CREATE INDEX IF NOT EXISTS "blog_posts_list_order_idx" ON "blog_posts" ("published_at" DESC NULLS FIRST, "id" DESC);`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "blog_posts_list_order_idx";`))
}

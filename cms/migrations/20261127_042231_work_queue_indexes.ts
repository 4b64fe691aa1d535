import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "from_status_createdAt_idx" ON "project_documents" USING btree ("from","status","created_at");
  CREATE INDEX "fromAdmin_isRead_createdAt_idx" ON "messages" USING btree ("from_admin","is_read","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "from_status_createdAt_idx";
  DROP INDEX "fromAdmin_isRead_createdAt_idx";`)
}

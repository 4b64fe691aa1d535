import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "project_documents" ADD COLUMN "original_name" varchar;
  ALTER TABLE "message_attachments" ADD COLUMN "original_name" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "project_documents" DROP COLUMN "original_name";
  ALTER TABLE "message_attachments" DROP COLUMN "original_name";`)
}

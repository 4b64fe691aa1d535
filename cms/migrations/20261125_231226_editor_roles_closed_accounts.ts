import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_editors_role" AS ENUM('editor', 'staff');
  ALTER TABLE "users" ADD COLUMN "closed_at" timestamp(3) with time zone;
  -- Editors who exist already keep what they had (everything); accounts created from now on write the blog only.
  ALTER TABLE "editors" ADD COLUMN "role" "enum_editors_role" DEFAULT 'staff' NOT NULL;
  ALTER TABLE "editors" ALTER COLUMN "role" SET DEFAULT 'editor';
  CREATE INDEX "users_closed_at_idx" ON "users" USING btree ("closed_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_closed_at_idx";
  ALTER TABLE "users" DROP COLUMN "closed_at";
  ALTER TABLE "editors" DROP COLUMN "role";
  DROP TYPE "public"."enum_editors_role";`)
}

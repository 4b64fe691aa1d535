import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_projects_country" AS ENUM('DZ', 'FR', 'other');
  ALTER TABLE "users" ADD COLUMN "password_pending" boolean DEFAULT false;
  ALTER TABLE "projects" ADD COLUMN "country" "enum_projects_country";
  ALTER TABLE "projects" ADD COLUMN "questionnaire" jsonb;
  ALTER TABLE "projects" ADD COLUMN "questionnaire_submitted_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "password_pending";
  ALTER TABLE "projects" DROP COLUMN "country";
  ALTER TABLE "projects" DROP COLUMN "questionnaire";
  ALTER TABLE "projects" DROP COLUMN "questionnaire_submitted_at";
  DROP TYPE "public"."enum_projects_country";`)
}

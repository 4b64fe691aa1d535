import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_editors_role" AS ENUM('editor', 'staff');
  ALTER TABLE "users" ADD COLUMN "closed_at" timestamp(3) with time zone;
  -- Editors who exist already keep what they had (everything); accounts created from now on write the blog only.
  ALTER TABLE "editors" ADD COLUMN "role" "enum_editors_role" DEFAULT 'staff' NOT NULL;
  ALTER TABLE "editors" ALTER COLUMN "role" SET DEFAULT 'editor';
  -- Payload's account lockout is off (cms/auth/login-throttle.ts throttles per address and account).
  CREATE INDEX "users_closed_at_idx" ON "users" USING btree ("closed_at");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  ALTER TABLE "editors" DROP COLUMN "login_attempts";
  ALTER TABLE "editors" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_closed_at_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "editors" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "editors" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" DROP COLUMN "closed_at";
  ALTER TABLE "editors" DROP COLUMN "role";
  DROP TYPE "public"."enum_editors_role";`)
}

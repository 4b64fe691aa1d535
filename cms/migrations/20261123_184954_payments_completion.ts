import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "converted_at" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN "provider_payment_id" varchar;
  ALTER TABLE "payments" ADD COLUMN "terms_accepted_at" timestamp(3) with time zone;
  CREATE INDEX "payments_provider_payment_id_idx" ON "payments" USING btree ("provider_payment_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payments_provider_payment_id_idx";
  ALTER TABLE "leads" DROP COLUMN "converted_at";
  ALTER TABLE "payments" DROP COLUMN "provider_payment_id";
  ALTER TABLE "payments" DROP COLUMN "terms_accepted_at";`)
}

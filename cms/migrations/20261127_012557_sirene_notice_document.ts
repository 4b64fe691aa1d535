import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_project_documents_kind" ADD VALUE 'sirene_notice' BEFORE 'other';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "project_documents" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_project_documents_kind";
  CREATE TYPE "public"."enum_project_documents_kind" AS ENUM('identity', 'address_proof', 'name_certificate', 'capital_deposit', 'current_statutes', 'partners_decision', 'statutes', 'updated_statutes', 'rc_extract', 'tax_card', 'nis', 'domiciliation_contract', 'domiciliation_certificate', 'closing_accounts', 'radiation_certificate', 'legal_notice', 'beneficial_owners', 'kbis', 'other');
  ALTER TABLE "project_documents" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_project_documents_kind" USING "kind"::"public"."enum_project_documents_kind";`)
}

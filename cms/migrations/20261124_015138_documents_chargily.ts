import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_project_documents_kind" AS ENUM('identity', 'address_proof', 'name_certificate', 'capital_deposit', 'current_statutes', 'partners_decision', 'statutes', 'updated_statutes', 'rc_extract', 'tax_card', 'nis', 'domiciliation_contract', 'domiciliation_certificate', 'closing_accounts', 'radiation_certificate', 'other');
  CREATE TYPE "public"."enum_project_documents_from" AS ENUM('client', 'staff');
  CREATE TYPE "public"."enum_project_documents_status" AS ENUM('submitted', 'accepted', 'rejected');
  ALTER TYPE "public"."enum_payments_provider" ADD VALUE 'chargily' BEFORE 'local';
  CREATE TABLE "project_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"kind" "enum_project_documents_kind" NOT NULL,
  	"from" "enum_project_documents_from" NOT NULL,
  	"status" "enum_project_documents_status" DEFAULT 'submitted' NOT NULL,
  	"note" varchar,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "project_documents_id" integer;
  ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "project_documents_project_idx" ON "project_documents" USING btree ("project_id");
  CREATE INDEX "project_documents_user_idx" ON "project_documents" USING btree ("user_id");
  CREATE INDEX "project_documents_updated_at_idx" ON "project_documents" USING btree ("updated_at");
  CREATE INDEX "project_documents_created_at_idx" ON "project_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "project_documents_filename_idx" ON "project_documents" USING btree ("filename");
  CREATE INDEX "project_createdAt_idx" ON "project_documents" USING btree ("project_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_documents_fk" FOREIGN KEY ("project_documents_id") REFERENCES "public"."project_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_project_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("project_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "project_documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "project_documents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_project_documents_fk";
  
  ALTER TABLE "payments" ALTER COLUMN "provider" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_provider";
  CREATE TYPE "public"."enum_payments_provider" AS ENUM('stripe', 'local');
  ALTER TABLE "payments" ALTER COLUMN "provider" SET DATA TYPE "public"."enum_payments_provider" USING "provider"::"public"."enum_payments_provider";
  DROP INDEX "payload_locked_documents_rels_project_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "project_documents_id";
  DROP TYPE "public"."enum_project_documents_kind";
  DROP TYPE "public"."enum_project_documents_from";
  DROP TYPE "public"."enum_project_documents_status";`)
}

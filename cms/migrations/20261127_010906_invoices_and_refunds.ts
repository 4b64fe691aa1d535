import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invoices_kind" AS ENUM('invoice', 'credit-note');
  CREATE TYPE "public"."enum_invoices_refund_method" AS ENUM('provider', 'manual');
  CREATE TABLE "invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"kind" "enum_invoices_kind" NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"payment_id" integer NOT NULL,
  	"user_id" integer,
  	"invoice_id" integer,
  	"amount" varchar NOT NULL,
  	"currency" varchar NOT NULL,
  	"seller" jsonb NOT NULL,
  	"buyer" jsonb NOT NULL,
  	"lines" jsonb NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"payment_method" varchar,
  	"reason" varchar,
  	"refund_method" "enum_invoices_refund_method",
  	"buyer_confirmed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invoice_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"series" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"last" numeric NOT NULL
  );
  
  ALTER TABLE "payments" ADD COLUMN "refunded_amount" varchar DEFAULT '0.00';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoice_counters_id" integer;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
  CREATE INDEX "invoices_payment_idx" ON "invoices" USING btree ("payment_id");
  CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id");
  CREATE INDEX "invoices_invoice_idx" ON "invoices" USING btree ("invoice_id");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE INDEX "user_issuedAt_idx" ON "invoices" USING btree ("user_id","issued_at");
  CREATE INDEX "issuedAt_idx" ON "invoices" USING btree ("issued_at");
  CREATE UNIQUE INDEX "series_year_idx" ON "invoice_counters" USING btree ("series","year");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoice_counters_fk" FOREIGN KEY ("invoice_counters_id") REFERENCES "public"."invoice_counters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");
  CREATE INDEX "payload_locked_documents_rels_invoice_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("invoice_counters_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoice_counters" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invoices" CASCADE;
  DROP TABLE "invoice_counters" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoice_counters_fk";
  
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  DROP INDEX "payload_locked_documents_rels_invoice_counters_id_idx";
  ALTER TABLE "payments" DROP COLUMN "refunded_amount";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoice_counters_id";
  DROP TYPE "public"."enum_invoices_kind";
  DROP TYPE "public"."enum_invoices_refund_method";`)
}

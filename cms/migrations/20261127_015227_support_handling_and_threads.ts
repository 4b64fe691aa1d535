import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'in_progress', 'handled');
  CREATE TYPE "public"."enum_contacts_status" AS ENUM('new', 'in_progress', 'handled');
  CREATE TABLE "support_replies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer,
  	"lead_id" integer,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"sent_by" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "messages" ADD COLUMN "thread_id" integer;
  ALTER TABLE "leads" ADD COLUMN "status" "enum_leads_status" DEFAULT 'new';
  ALTER TABLE "leads" ADD COLUMN "note" varchar;
  ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "status" "enum_contacts_status" DEFAULT 'new';
  ALTER TABLE "contacts" ADD COLUMN "note" varchar;
  ALTER TABLE "contacts" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "support_replies_id" integer;
  ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "support_replies_contact_idx" ON "support_replies" USING btree ("contact_id");
  CREATE INDEX "support_replies_lead_idx" ON "support_replies" USING btree ("lead_id");
  CREATE INDEX "support_replies_updated_at_idx" ON "support_replies" USING btree ("updated_at");
  CREATE INDEX "support_replies_created_at_idx" ON "support_replies" USING btree ("created_at");
  ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_messages_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_replies_fk" FOREIGN KEY ("support_replies_id") REFERENCES "public"."support_replies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status");
  CREATE INDEX "payload_locked_documents_rels_support_replies_id_idx" ON "payload_locked_documents_rels" USING btree ("support_replies_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "support_replies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "support_replies" CASCADE;
  ALTER TABLE "messages" DROP CONSTRAINT "messages_thread_id_messages_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_support_replies_fk";
  
  DROP INDEX "messages_thread_idx";
  DROP INDEX "leads_status_idx";
  DROP INDEX "contacts_status_idx";
  DROP INDEX "payload_locked_documents_rels_support_replies_id_idx";
  ALTER TABLE "messages" DROP COLUMN "thread_id";
  ALTER TABLE "leads" DROP COLUMN "status";
  ALTER TABLE "leads" DROP COLUMN "note";
  ALTER TABLE "leads" DROP COLUMN "status_changed_at";
  ALTER TABLE "contacts" DROP COLUMN "status";
  ALTER TABLE "contacts" DROP COLUMN "note";
  ALTER TABLE "contacts" DROP COLUMN "status_changed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "support_replies_id";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_contacts_status";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "message_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"message_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"filed_as_id" integer,
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
  
  CREATE TABLE "live_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" varchar NOT NULL,
  	"user_id" integer,
  	"staff_only" boolean DEFAULT false,
  	"data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "live_stream_leases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_key" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "message_attachments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "live_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "live_stream_leases_id" integer;
  ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_filed_as_id_project_documents_id_fk" FOREIGN KEY ("filed_as_id") REFERENCES "public"."project_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id");
  CREATE INDEX "message_attachments_user_idx" ON "message_attachments" USING btree ("user_id");
  CREATE INDEX "message_attachments_filed_as_idx" ON "message_attachments" USING btree ("filed_as_id");
  CREATE INDEX "message_attachments_updated_at_idx" ON "message_attachments" USING btree ("updated_at");
  CREATE INDEX "message_attachments_created_at_idx" ON "message_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "message_attachments_filename_idx" ON "message_attachments" USING btree ("filename");
  CREATE INDEX "live_events_user_idx" ON "live_events" USING btree ("user_id");
  CREATE INDEX "live_events_updated_at_idx" ON "live_events" USING btree ("updated_at");
  CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");
  CREATE INDEX "live_stream_leases_session_key_idx" ON "live_stream_leases" USING btree ("session_key");
  CREATE INDEX "live_stream_leases_expires_at_idx" ON "live_stream_leases" USING btree ("expires_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_message_attachments_fk" FOREIGN KEY ("message_attachments_id") REFERENCES "public"."message_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_live_events_fk" FOREIGN KEY ("live_events_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_live_stream_leases_fk" FOREIGN KEY ("live_stream_leases_id") REFERENCES "public"."live_stream_leases"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_message_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("message_attachments_id");
  CREATE INDEX "payload_locked_documents_rels_live_events_id_idx" ON "payload_locked_documents_rels" USING btree ("live_events_id");
  CREATE INDEX "payload_locked_documents_rels_live_stream_leases_id_idx" ON "payload_locked_documents_rels" USING btree ("live_stream_leases_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "message_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "live_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "live_stream_leases" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "message_attachments" CASCADE;
  DROP TABLE "live_events" CASCADE;
  DROP TABLE "live_stream_leases" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_message_attachments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_live_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_live_stream_leases_fk";
  
  DROP INDEX "payload_locked_documents_rels_message_attachments_id_idx";
  DROP INDEX "payload_locked_documents_rels_live_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_live_stream_leases_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "message_attachments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "live_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "live_stream_leases_id";`)
}

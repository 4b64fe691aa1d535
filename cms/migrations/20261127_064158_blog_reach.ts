import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TABLE "blog_media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_w480_url" varchar,
  	"sizes_w480_width" numeric,
  	"sizes_w480_height" numeric,
  	"sizes_w480_mime_type" varchar,
  	"sizes_w480_filesize" numeric,
  	"sizes_w480_filename" varchar,
  	"sizes_w480_webp_url" varchar,
  	"sizes_w480_webp_width" numeric,
  	"sizes_w480_webp_height" numeric,
  	"sizes_w480_webp_mime_type" varchar,
  	"sizes_w480_webp_filesize" numeric,
  	"sizes_w480_webp_filename" varchar,
  	"sizes_w960_url" varchar,
  	"sizes_w960_width" numeric,
  	"sizes_w960_height" numeric,
  	"sizes_w960_mime_type" varchar,
  	"sizes_w960_filesize" numeric,
  	"sizes_w960_filename" varchar,
  	"sizes_w960_webp_url" varchar,
  	"sizes_w960_webp_width" numeric,
  	"sizes_w960_webp_height" numeric,
  	"sizes_w960_webp_mime_type" varchar,
  	"sizes_w960_webp_filesize" numeric,
  	"sizes_w960_webp_filename" varchar,
  	"sizes_w1600_url" varchar,
  	"sizes_w1600_width" numeric,
  	"sizes_w1600_height" numeric,
  	"sizes_w1600_mime_type" varchar,
  	"sizes_w1600_filesize" numeric,
  	"sizes_w1600_filename" varchar,
  	"sizes_w1600_webp_url" varchar,
  	"sizes_w1600_webp_width" numeric,
  	"sizes_w1600_webp_height" numeric,
  	"sizes_w1600_webp_mime_type" varchar,
  	"sizes_w1600_webp_filesize" numeric,
  	"sizes_w1600_webp_filename" varchar
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_newsletter_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"confirm_token_hash" varchar,
  	"confirm_expires_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"blog_posts_id" integer
  );
  
  ALTER TABLE "editors" ADD COLUMN "slug" varchar;
  ALTER TABLE "editors" ADD COLUMN "bio" varchar;
  ALTER TABLE "editors" ADD COLUMN "photo_id" integer;
  ALTER TABLE "blog_posts" ADD COLUMN "featured_image_id" integer;
  ALTER TABLE "blog_posts" ADD COLUMN "newsletter_queued_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_media_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "blog_media_updated_at_idx" ON "blog_media" USING btree ("updated_at");
  CREATE INDEX "blog_media_created_at_idx" ON "blog_media" USING btree ("created_at");
  CREATE UNIQUE INDEX "blog_media_filename_idx" ON "blog_media" USING btree ("filename");
  CREATE INDEX "blog_media_sizes_w480_sizes_w480_filename_idx" ON "blog_media" USING btree ("sizes_w480_filename");
  CREATE INDEX "blog_media_sizes_w480_webp_sizes_w480_webp_filename_idx" ON "blog_media" USING btree ("sizes_w480_webp_filename");
  CREATE INDEX "blog_media_sizes_w960_sizes_w960_filename_idx" ON "blog_media" USING btree ("sizes_w960_filename");
  CREATE INDEX "blog_media_sizes_w960_webp_sizes_w960_webp_filename_idx" ON "blog_media" USING btree ("sizes_w960_webp_filename");
  CREATE INDEX "blog_media_sizes_w1600_sizes_w1600_filename_idx" ON "blog_media" USING btree ("sizes_w1600_filename");
  CREATE INDEX "blog_media_sizes_w1600_webp_sizes_w1600_webp_filename_idx" ON "blog_media" USING btree ("sizes_w1600_webp_filename");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_confirm_token_hash_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "status_createdAt_2_idx" ON "newsletter_subscribers" USING btree ("status","created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_blog_posts_id_idx" ON "redirects_rels" USING btree ("blog_posts_id");
  ALTER TABLE "editors" ADD CONSTRAINT "editors_photo_id_blog_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."blog_media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_featured_image_id_blog_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."blog_media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_media_fk" FOREIGN KEY ("blog_media_id") REFERENCES "public"."blog_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "editors_slug_idx" ON "editors" USING btree ("slug");
  CREATE INDEX "editors_photo_idx" ON "editors" USING btree ("photo_id");
  CREATE INDEX "blog_posts_featured_image_idx" ON "blog_posts" USING btree ("featured_image_id");
  CREATE INDEX "payload_locked_documents_rels_blog_media_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_media_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
  // Articles already published are not news: the newsletter is for those published from now on.
  await db.execute(sql`UPDATE "blog_posts" SET "newsletter_queued_at" = now() WHERE "status" = 'published'`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "blog_media" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "editors" DROP CONSTRAINT "editors_photo_id_blog_media_id_fk";
  
  ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_featured_image_id_blog_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_media_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "editors_slug_idx";
  DROP INDEX "editors_photo_idx";
  DROP INDEX "blog_posts_featured_image_idx";
  DROP INDEX "payload_locked_documents_rels_blog_media_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "editors" DROP COLUMN "slug";
  ALTER TABLE "editors" DROP COLUMN "bio";
  ALTER TABLE "editors" DROP COLUMN "photo_id";
  ALTER TABLE "blog_posts" DROP COLUMN "featured_image_id";
  ALTER TABLE "blog_posts" DROP COLUMN "newsletter_queued_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_media_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  DROP TYPE "public"."enum_redirects_to_type";`)
}

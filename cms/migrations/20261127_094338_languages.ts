import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_language" AS ENUM('fr', 'ar');
  CREATE TYPE "public"."enum_leads_language" AS ENUM('fr', 'ar');
  CREATE TYPE "public"."enum_contacts_language" AS ENUM('fr', 'ar');
  CREATE TYPE "public"."enum_blog_posts_language" AS ENUM('fr', 'ar');
  CREATE TYPE "public"."enum_newsletter_subscribers_language" AS ENUM('fr', 'ar');
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language" DEFAULT 'fr';
  ALTER TABLE "leads" ADD COLUMN "language" "enum_leads_language" DEFAULT 'fr';
  ALTER TABLE "contacts" ADD COLUMN "language" "enum_contacts_language" DEFAULT 'fr';
  ALTER TABLE "blog_posts" ADD COLUMN "language" "enum_blog_posts_language" DEFAULT 'fr';
  ALTER TABLE "blog_posts" ADD COLUMN "translation_of_id" integer;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" "enum_newsletter_subscribers_language" DEFAULT 'fr';
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_translation_of_id_blog_posts_id_fk" FOREIGN KEY ("translation_of_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "blog_posts_translation_of_idx" ON "blog_posts" USING btree ("translation_of_id");
  CREATE INDEX "language_status_publishedAt_idx" ON "blog_posts" USING btree ("language","status","published_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_translation_of_id_blog_posts_id_fk";
  
  DROP INDEX "blog_posts_translation_of_idx";
  DROP INDEX "language_status_publishedAt_idx";
  ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "leads" DROP COLUMN "language";
  ALTER TABLE "contacts" DROP COLUMN "language";
  ALTER TABLE "blog_posts" DROP COLUMN "language";
  ALTER TABLE "blog_posts" DROP COLUMN "translation_of_id";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "language";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_leads_language";
  DROP TYPE "public"."enum_contacts_language";
  DROP TYPE "public"."enum_blog_posts_language";
  DROP TYPE "public"."enum_newsletter_subscribers_language";`)
}

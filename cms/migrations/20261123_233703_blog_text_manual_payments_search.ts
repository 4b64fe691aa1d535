import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Generated part: who confirmed a payment (provider or back-office), the blog's derived HTML and text.
 * Hand-written part: "contains" searches served by trigram indexes (pg_trgm, a trusted extension since
 * PostgreSQL 13: the database owner may create it, managed services offer it). search_fold() lowers
 * the case and removes the accents of Latin letters, so 'helene' finds 'Hélène'; each searched text has
 * a GIN index on exactly the expression the queries use. Superseded by 20261124_001500 (stored
 * search columns, unaccent): translate() made broad searches slow.
 * translate() over this many letters costs about 30 µs a row: COST tells the planner, and the SET
 * clause keeps the function from being inlined (its cost would be forgotten), so a selective search
 * reads the index instead of folding every row of the table.
 */
const FOLD_FROM = 'àáâãäåāăąÀÁÂÃÄÅĀĂĄçćčÇĆČďđĎĐèéêëēėęěÈÉÊËĒĖĘĚìíîïīįıÌÍÎÏĪĮİłľĺŁĽĹñńňÑŃŇòóôõöøōőÒÓÔÕÖØŌŐŕřŔŘśšşŚŠŞťţŤŢùúûüūůűųÙÚÛÜŪŮŰŲýÿÝŸžźżŽŹŻ'
const FOLD_TO = 'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeiiiiiiiiiiiiiillllllnnnnnnoooooooooooooooorrrrssssssttttuuuuuuuuuuuuuuuuyyyyzzzzzz'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_confirmed_by" AS ENUM('provider', 'back-office');
  ALTER TABLE "payments" ADD COLUMN "confirmed_by" "enum_payments_confirmed_by";
  ALTER TABLE "blog_posts" ADD COLUMN "content_html" varchar;
  ALTER TABLE "blog_posts" ADD COLUMN "content_text" varchar;`)

  await db.execute(sql.raw(`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000 SET search_path = pg_catalog
    AS $$ SELECT lower(translate($1, '${FOLD_FROM}', '${FOLD_TO}')) $$;
  CREATE INDEX "users_search_idx" ON "users" USING gin (search_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(email, '')) gin_trgm_ops);
  CREATE INDEX "contacts_search_idx" ON "contacts" USING gin (search_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')) gin_trgm_ops);
  CREATE INDEX "leads_search_idx" ON "leads" USING gin (search_fold(coalesce(nom_complet, '') || ' ' || coalesce(email, '') || ' ' || coalesce(telephone, '')) gin_trgm_ops);
  CREATE INDEX "projects_search_idx" ON "projects" USING gin (search_fold(coalesce(name, '')) gin_trgm_ops);
  CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin (search_fold(coalesce(title, '') || ' ' || coalesce(excerpt, '') || ' ' || coalesce(content_text, '')) gin_trgm_ops);`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "users_search_idx";
   DROP INDEX IF EXISTS "contacts_search_idx";
   DROP INDEX IF EXISTS "leads_search_idx";
   DROP INDEX IF EXISTS "projects_search_idx";
   DROP INDEX IF EXISTS "blog_posts_search_idx";
   DROP FUNCTION IF EXISTS search_fold(text);
   ALTER TABLE "payments" DROP COLUMN "confirmed_by";
  ALTER TABLE "blog_posts" DROP COLUMN "content_html";
  ALTER TABLE "blog_posts" DROP COLUMN "content_text";
  DROP TYPE "public"."enum_payments_confirmed_by";`)
}

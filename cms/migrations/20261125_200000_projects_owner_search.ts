import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The back-office's project search matches the project's name or its owner's names and email.
 * It used to find the matching owners (users' trigram index), then count their projects with a
 * join over every project: 2.7 ms of PostgreSQL for a surname shared by 900 clients, and a count
 * that grows with the table. Each project now keeps its owner's folded text (`owner_search_text`,
 * copied from users.search_text by two triggers), and its `search_text` holds both, so one read of
 * its trigram index finds every match: 1.6 ms, growing with the matches only.
 *
 * The two parts are joined by a line break, which a search never holds (cms/db/search.ts folds
 * every run of spaces into one), so a match never spans the name and the owner: the same results
 * as the former "name OR owner" test. Hand-written: Payload's fields do not describe triggers.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    ALTER TABLE "projects" ADD COLUMN IF NOT EXISTS "owner_search_text" text;

    CREATE OR REPLACE FUNCTION projects_owner_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.owner_search_text := (SELECT search_text FROM users WHERE id = NEW.user_id);
      RETURN NEW;
    END $$;
    CREATE TRIGGER "projects_owner_search_text" BEFORE INSERT OR UPDATE OF "user_id" ON "projects"
      FOR EACH ROW EXECUTE FUNCTION projects_owner_search_text();

    CREATE OR REPLACE FUNCTION users_search_text_to_projects() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE projects SET owner_search_text = NEW.search_text WHERE user_id = NEW.id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER "users_search_text_to_projects" AFTER UPDATE ON "users"
      FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION users_search_text_to_projects();

    UPDATE "projects" p SET "owner_search_text" = u.search_text FROM "users" u WHERE u.id = p.user_id;

    DROP INDEX IF EXISTS "projects_search_idx";
    ALTER TABLE "projects" DROP COLUMN "search_text";
    ALTER TABLE "projects" ADD COLUMN "search_text" text
      GENERATED ALWAYS AS (search_fold(coalesce("name", '')) || E'\\n' || coalesce("owner_search_text", '')) STORED;
    CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);
  `),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    DROP TRIGGER IF EXISTS "users_search_text_to_projects" ON "users";
    DROP FUNCTION IF EXISTS users_search_text_to_projects();
    DROP TRIGGER IF EXISTS "projects_owner_search_text" ON "projects";
    DROP FUNCTION IF EXISTS projects_owner_search_text();
    DROP INDEX IF EXISTS "projects_search_idx";
    ALTER TABLE "projects" DROP COLUMN IF EXISTS "search_text";
    ALTER TABLE "projects" DROP COLUMN IF EXISTS "owner_search_text";
    ALTER TABLE "projects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce("name", ''))) STORED;
    CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);
  `),
  )
}

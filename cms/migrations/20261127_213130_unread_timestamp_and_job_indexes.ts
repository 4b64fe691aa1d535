import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_updated_at_idx";
  DROP INDEX "projects_updated_at_idx";
  DROP INDEX "project_steps_created_at_idx";
  DROP INDEX "leads_updated_at_idx";
  DROP INDEX "payments_updated_at_idx";
  DROP INDEX "invoices_updated_at_idx";
  DROP INDEX "invoices_created_at_idx";
  DROP INDEX "live_events_updated_at_idx";
  DROP INDEX "payload_jobs_completed_at_idx";
  DROP INDEX "payload_jobs_total_tried_idx";
  DROP INDEX "payload_jobs_has_error_idx";
  DROP INDEX "payload_jobs_queue_idx";
  DROP INDEX "payload_jobs_wait_until_idx";
  DROP INDEX "payload_jobs_processing_idx";
  DROP INDEX "payload_jobs_updated_at_idx";
  DROP INDEX "payload_jobs_created_at_idx";`)
  // Written by hand: the jobs due for a claim, oldest first (job-runner.ts claimDueJobRows). A job
  // enters it when queued and leaves it when claimed; Payload's schema does not describe partial indexes.
  await db.execute(sql`
  CREATE INDEX "payload_jobs_due_idx" ON "payload_jobs" USING btree ("created_at", "id")
    WHERE "processing" IS NOT TRUE AND "completed_at" IS NULL AND "has_error" IS NOT TRUE;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payload_jobs_due_idx";
   CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "project_steps_created_at_idx" ON "project_steps" USING btree ("created_at");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE INDEX "live_events_updated_at_idx" ON "live_events" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");`)
}

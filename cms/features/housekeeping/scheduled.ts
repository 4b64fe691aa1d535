/**
 * Off until the migration that scheduling needs exists: the tasks' slugs in the jobs tables'
 * enums, `payload_jobs.meta` and the `payload_jobs_stats` table (Payload's scheduling state).
 * To turn on: set true, run `npm run db:migrate:create -- housekeeping_jobs`, and make
 * tests/api/email-queue.test.ts count `send-email` jobs only (the next nightly runs wait in the
 * queue). Meanwhile `npm run housekeeping` runs the same jobs. Its own module so tests read it cheaply.
 */
export const HOUSEKEEPING_SCHEDULED = true

/**
 * The database test files that run on both drivers when a PostgreSQL server is given (TEST_DATABASE_URL, as in CI):
 * the ones that prove what differs between the embedded PGlite and a PostgreSQL server. Every other `*.db.test.ts`
 * runs on PostgreSQL there, and on PGlite where no server is given (ADR 080). The end-to-end suite runs the whole
 * product on PGlite, as `npm start` does.
 *
 * What differs: one in-process connection against a pool (locks, `for update skip locked`, concurrent writes),
 * LISTEN/NOTIFY in process against over the wire, where the auth secret lives, and what `npm start` does on a fresh
 * embedded database (migrations, the demo seed).
 */
export const BOTH_DRIVER_TEST_FILES = [
  // Connections, notifications, the auth secret's home.
  "app/db/client.db.test.ts",
  "app/db/auth-secret.db.test.ts",
  "app/db/database-notifications.db.test.ts",
  "app/db/figures-cache.db.test.ts",
  "app/domain/live-updates/subscribe-to-back-office-events.db.test.ts",
  // What `npm start` does on a fresh embedded database.
  "app/db/seed-demo.db.test.ts",
  "app/db/seed-demo-bookings.db.test.ts",
  "app/db/demo/demo-on-start.db.test.ts",
  // The job queue's claims and the work that runs beside the server.
  "app/jobs/enqueue.db.test.ts",
  "app/jobs/insert-with-jobs.db.test.ts",
  "app/jobs/worker.db.test.ts",
  "app/jobs/worker-concurrency.db.test.ts",
  "server/background-work.db.test.ts",
  // Writes that race: capacity, rate limits, replayed technician steps, analytics roll-ups.
  "app/domain/scheduling/book-window.db.test.ts",
  "app/domain/rate-limits/consume-rate-limit.db.test.ts",
  "app/domain/visits/technician-replays.db.test.ts",
  "app/domain/analytics/roll-up-analytics.db.test.ts",
  // The full export and restore: values written and read back as PostgreSQL text, a cursor, one load transaction.
  "app/domain/data-export/round-trip.db.test.ts",
] as const;

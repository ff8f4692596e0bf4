/**
 * The full export and restore (issue 38 item 6, ADR 085): what the archive holds and what it leaves out. Every table
 * of the public schema is exported unless it is named here, so a table added later is in the next archive with no
 * code change.
 */

/** The archive's own layout; a restore refuses another. */
export const EXPORT_FORMAT_VERSION = 1;

/** Tables left out of every archive, and why (the manifest repeats the reason). */
export const LEFT_OUT_TABLES: Readonly<Record<string, string>> = {
  account:
    "login secrets: password hashes and sign-in provider tokens; people set a new password through Forgot password",
  session: "login secrets: live sign-in sessions; everyone signs in again",
  verification: "login secrets: e-mail verification and password reset tokens",
  scoped_tokens: "link secrets: hashes of the links already sent (manage a booking, review links, plan visit windows)",
  app_secrets: "server secrets: the servers' own generated keys; a restored install makes its own",
  rate_limit: "attempt counters of sign-in rate limits; no business data",
  app_rate_limits: "attempt counters of form rate limits; no business data",
};

/** Columns left out of a table that is otherwise exported: restored as null, and why. */
export const LEFT_OUT_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  technicians: {
    calendar_feed_token_hash: "link secret: the hash of a technician's calendar feed address; staff give a new one",
  },
};

/**
 * Tables a new database fills by itself (migration 0016's zones, migration 0023's price book, the start's settings
 * record and plan catalog): a database holding rows only there still counts as empty, and the restore replaces those
 * rows with the archive's.
 */
export const START_UP_TABLES = ["settings", "plans", "zone_zip_codes", "price_book_items"] as const;

/** Rows read per cursor fetch: about 3 MB of service history, so a million rows export in bounded memory. */
export const EXPORT_FETCH_ROWS = 5_000;
/** Rows per fetch from a table that stores photo bytes (hundreds of kilobytes a row). */
export const EXPORT_FETCH_ROWS_WITH_BYTES = 8;
/**
 * gzip's fastest level: the export is CPU-bound on a small server, and level 6 saves little on NDJSON of ids and
 * dates that level 1 has not already saved.
 */
export const EXPORT_GZIP_LEVEL = 1;
/** A restore inserts at most this many rows, or about this many bytes of archive text, per statement. */
export const RESTORE_BATCH_ROWS = 5_000;
export const RESTORE_BATCH_BYTES = 8 * 1024 * 1024;
/** A table of at least this many rows gets its plain indexes and foreign keys added after its load, not during it. */
export const RESTORE_REBUILD_INDEXES_ROWS = 10_000;
/** The manifest is read whole; a larger one is not ours. */
export const MANIFEST_MAX_BYTES = 4 * 1024 * 1024;

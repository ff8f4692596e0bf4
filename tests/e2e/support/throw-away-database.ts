import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The test machine's PostgreSQL server (CI sets TEST_DATABASE_URL; `.ci/run` requires it): files that need PostgreSQL
 * use it whether or not the run was given one.
 */
export const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Whether this run was given a PostgreSQL server, which then also carries the servers of the suite (ADR 082). */
export const RUN_HAS_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

export type ThrowAwayDatabase = { name: string; url: string; drop: () => Promise<void> };

async function onServer(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A new empty database on the machine's PostgreSQL server, named after `prefix`; `drop` removes it, sessions and all. */
export async function createThrowAwayDatabase(prefix: string): Promise<ThrowAwayDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  await onServer(`create database "${name}"`);
  return { name, url: url.toString(), drop: () => onServer(`drop database if exists "${name}" with (force)`) };
}

import type { Env } from "./env.server";

/**
 * The address the server listens on: HOST when set; otherwise this machine only for the demo (`npm start` seeds
 * demo logins and prints their passwords, so it must not be reachable from the network by default), and every
 * interface for a deployment without demo data, as containers and load balancers need.
 */
export function listenHost(config: Pick<Env, "HOST" | "SEED_DEMO">): string {
  return config.HOST ?? (config.SEED_DEMO ? "127.0.0.1" : "0.0.0.0");
}

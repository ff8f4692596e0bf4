import { env, type Env } from "~/config/env.server";
import { createMondayClient, type MondayClient } from "./monday-client.server";

export type MondaySettings = Pick<Env, "MONDAY_API_TOKEN" | "MONDAY_API_URL" | "MONDAY_BOARD_ID">;

/** The CRM is connected when both a token and a board are configured (the System page uses the same rule). */
export type MondayConnection = { client: MondayClient; boardId: string };

/** A client for the configured account, or undefined without a token (reading boards needs no board id). */
export function configuredMondayClient(config: MondaySettings = env()): MondayClient | undefined {
  if (!config.MONDAY_API_TOKEN) return undefined;
  return createMondayClient({ apiUrl: config.MONDAY_API_URL, token: config.MONDAY_API_TOKEN });
}

export function configuredMondayConnection(config: MondaySettings = env()): MondayConnection | undefined {
  const client = configuredMondayClient(config);
  if (!client || !config.MONDAY_BOARD_ID) return undefined;
  return { client, boardId: config.MONDAY_BOARD_ID };
}

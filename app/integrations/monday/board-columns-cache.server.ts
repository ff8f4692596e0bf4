import { MondayApiError, type MondayClient, type MondayColumn } from "./monday-client.server";

/** Column layouts change rarely; a minute keeps a burst of jobs from asking for the same board over and over. */
export const BOARD_COLUMNS_TTL_MS = 60_000;

export type BoardColumnsCache = (boardId: string) => Promise<MondayColumn[]>;

/** A board's columns, fetched at most once per `ttlMs` per board in this process. A missing board is an error. */
export function createBoardColumnsCache(options: {
  client: MondayClient;
  ttlMs?: number;
  now?: () => number;
}): BoardColumnsCache {
  const ttlMs = options.ttlMs ?? BOARD_COLUMNS_TTL_MS;
  const now = options.now ?? Date.now;
  const cached = new Map<string, { columns: MondayColumn[]; fetchedAt: number }>();
  return async (boardId) => {
    const hit = cached.get(boardId);
    if (hit && now() - hit.fetchedAt < ttlMs) return hit.columns;
    const board = await options.client.getBoard(boardId);
    if (!board) {
      cached.delete(boardId);
      throw new MondayApiError(
        `monday.com board ${boardId} was not found (or this token cannot see it)`,
        false,
        undefined,
        "BOARD_NOT_FOUND",
      );
    }
    cached.set(boardId, { columns: board.columns, fetchedAt: now() });
    return board.columns;
  };
}

import { z } from "zod";
import { AppError } from "~/domain/app-error";

/**
 * The plan visit's id as a URL or a form carries it, or NOT_FOUND when it cannot name one: a malformed id is an unknown
 * visit (404), never a database error about uuid syntax (500).
 */
export function knownPlanVisitId(planVisitId: string): string {
  const parsed = z.uuid().safeParse(planVisitId);
  if (!parsed.success) throw new AppError("NOT_FOUND", "No such plan visit");
  return parsed.data;
}

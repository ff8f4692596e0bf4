import type { Messages } from "../catalog";

/** Spanish messages: admin.crmPanel (filled in by the screen's own work, issue 11). */
export const adminCrmPanel = {
} satisfies Messages["admin"]["crmPanel"];

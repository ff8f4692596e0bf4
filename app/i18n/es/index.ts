import type { Messages } from "../catalog";
import { admin } from "./admin";
import { auth } from "./auth";
import { billing } from "./billing";
import { common } from "./common";
import { newsletter } from "./newsletter";
import { portal } from "./portal";
import { shell } from "./shell";
import { system } from "./system";

/** The Spanish catalogue; `satisfies Messages` makes a missing key a type error. */
export const es = { common, auth, shell, portal, admin, system, billing, newsletter } satisfies Messages;

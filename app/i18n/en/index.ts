import { admin } from "./admin";
import { auth } from "./auth";
import { billing } from "./billing";
import { common } from "./common";
import { newsletter } from "./newsletter";
import { portal } from "./portal";
import { shell } from "./shell";
import { system } from "./system";

/** The English catalogue: the source of the `Messages` type every other language must match. */
export const en = { common, auth, shell, portal, admin, system, billing, newsletter };

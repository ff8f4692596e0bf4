import { admin } from "./admin";
import { auth } from "./auth";
import { common } from "./common";
import { portal } from "./portal";
import { shell } from "./shell";
import { system } from "./system";

/** The English catalogue: the source of the `Messages` type every other language must match. */
export const en = { common, auth, shell, portal, admin, system };

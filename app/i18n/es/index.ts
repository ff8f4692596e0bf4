import type { Messages } from "../catalog";
import { admin } from "./admin";
import { auth } from "./auth";
import { common } from "./common";
import { portal } from "./portal";
import { shell } from "./shell";
import { system } from "./system";

/** The Spanish catalogue; `satisfies Messages` makes a missing key a type error. */
export const es = { common, auth, shell, portal, admin, system } satisfies Messages;

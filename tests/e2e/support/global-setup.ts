import { rmSync } from "node:fs";
import { E2E_DATA_DIR } from "./e2e-env";

export default function globalSetup(): void {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
}

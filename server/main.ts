import { startServer } from "./app";

// The production entry (build/server/index.js): `node build/server/index.js` starts the server.
// Run it with NODE_ENV=production (npm start does): React picks its build from NODE_ENV when first imported.
startServer().catch((error: unknown) => {
  console.error("[server] failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});

// Reads configuration, starts the app, stops it gracefully on SIGINT/SIGTERM.
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config);
await app.start();

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.services.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void app.stop().then(() => process.exit(0));
  });
}

import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { applyHeapPlan } from './startup/heap-size.js';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Before the application's modules load: the process may be restarted in place with a bounded heap.
applyHeapPlan(config.heap);
const { serve } = await import('./serve.js');
await serve(config);

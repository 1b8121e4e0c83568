import module from 'node:module';
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
// V8 keeps the compiled code of the server's modules on disk (in the OS temporary folder) for the next start:
// compiling them was the largest single share of a cold start.
module.enableCompileCache();
const { serve } = await import('./serve.js');
await serve(config);

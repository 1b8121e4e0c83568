import module from 'node:module';
import { applyHeapPlan, heapSettingsFromEnvironment } from './startup/heap-size.js';

// First of all: the process may be restarted in place with a bounded heap, and a restart repeats what loaded before it.
applyHeapPlan(heapSettingsFromEnvironment(process.env));
// V8 keeps the compiled code of the server's modules on disk (in the OS temporary folder) for the next start:
// compiling them was the largest single share of a cold start.
module.enableCompileCache();
const { ConfigError, loadConfig } = await import('./config.js');

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { serve } = await import('./serve.js');
await serve(config);

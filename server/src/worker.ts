// The worker process (`pnpm worker`, `node server/dist/worker.js`): main.ts with PROCESS_ROLE=worker. It runs the
// jobs the web copies (PROCESS_ROLE=web) schedule; see docs/operations.md#several-copies.
process.env.PROCESS_ROLE = 'worker';
await import('./main.js');

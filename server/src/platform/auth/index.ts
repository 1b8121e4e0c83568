export * from './context.js';
export * from './token.js';

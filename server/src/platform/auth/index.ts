export * from './context.js';
export * from './token.js';
export * from './permissions.js';

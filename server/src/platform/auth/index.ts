export * from './context.js';
export * from './token.js';
export * from './permissions.js';
export * from './actor.js';
export * from './permission-uses.js';

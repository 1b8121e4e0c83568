export * from './catalogue.js';
export * from './domain-error.js';

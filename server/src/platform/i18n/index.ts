export * from './locales.js';
export * from './resolve-locale.js';

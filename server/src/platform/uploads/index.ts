export * from './image-store.js';
export * from './multipart.js';

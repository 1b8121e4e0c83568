/** Where an import stands: mapped and previewed, applying in the background, applied, or stopped by a failure. */
export const CatalogImportStatus = {
  UPLOADED: 'UPLOADED',
  RUNNING: 'RUNNING',
  DONE: 'DONE',
  FAILED: 'FAILED',
} as const;
export type CatalogImportStatus = (typeof CatalogImportStatus)[keyof typeof CatalogImportStatus];

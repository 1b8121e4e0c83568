import type { Permission } from '../../../platform/auth/index.js';
import { Flow, type FlowChange, type FlowTransition } from '../../../platform/flows/flow.js';
import { CatalogImportStatus } from './import-status.js';
import { CatalogImport } from './import.entities.js';

export const CatalogImportEvent = {
  /** Staff apply the mapped file; a failed import starts again after its last applied batch. */
  START: 'START',
  /** The job went through every row. */
  FINISH: 'FINISH',
  /** A batch failed for a reason other than its rows (its transaction was rolled back whole). */
  FAIL: 'FAIL',
} as const;
export type CatalogImportEvent = (typeof CatalogImportEvent)[keyof typeof CatalogImportEvent];

/** START hands the rows to the background job once the transaction commits. */
export type CatalogImportEffect = 'scheduleRun';

export const catalogImportTransitions: readonly FlowTransition<
  CatalogImportStatus,
  CatalogImportEvent,
  CatalogImportEffect,
  Permission
>[] = [
  {
    event: CatalogImportEvent.START,
    from: [CatalogImportStatus.UPLOADED, CatalogImportStatus.FAILED],
    to: CatalogImportStatus.RUNNING,
    by: [{ permission: 'catalog.import' }],
    effects: ['scheduleRun'],
  },
  {
    event: CatalogImportEvent.FINISH,
    from: [CatalogImportStatus.RUNNING],
    to: CatalogImportStatus.DONE,
    by: ['system'],
  },
  {
    event: CatalogImportEvent.FAIL,
    from: [CatalogImportStatus.RUNNING],
    to: CatalogImportStatus.FAILED,
    by: ['system'],
  },
];

export type CatalogImportFlow = Flow<
  CatalogImport,
  CatalogImportStatus,
  CatalogImportEvent,
  CatalogImportEffect,
  Permission
>;
export type CatalogImportChange = FlowChange<CatalogImport, CatalogImportStatus, CatalogImportEvent, Permission>;

export function createCatalogImportFlow(
  effects: Record<CatalogImportEffect, (change: CatalogImportChange) => Promise<void>>,
): CatalogImportFlow {
  return new Flow({
    name: 'catalog import',
    entity: CatalogImport,
    stateField: 'status',
    ownerOf: () => null,
    transitions: catalogImportTransitions,
    notAllowed: 'IMPORT_NOT_STARTABLE',
    effects,
  });
}

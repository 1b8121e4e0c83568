import { shopModules } from './modules/index.js';
import { StaffAuditEntry } from './platform/audit/staff-audit.entities.js';
import { ScheduledJob } from './platform/jobs/jobs.entities.js';
import { OutboxMessage } from './platform/mail/outbox.entities.js';
import { moduleEntities } from './platform/manifest/module-definition.js';
import { SystemSetting } from './platform/settings/settings.entities.js';

/** Every table of the shop, for the ORM and the migration generator: each module's, then the platform's. */
export const entities = [...moduleEntities(shopModules), ScheduledJob, OutboxMessage, SystemSetting, StaffAuditEntry];

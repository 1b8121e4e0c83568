import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One named value the shop keeps about itself (not about a user), such as the data key's check value. */
export const SystemSetting = defineEntity({
  name: 'SystemSetting',
  tableName: 'system_setting',
  properties: {
    name: p.string().length(64).primary(),
    value: p.text(),
  },
});
export type SystemSetting = InferEntity<typeof SystemSetting>;

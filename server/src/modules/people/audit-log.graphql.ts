import { Arg, Ctx, Field, ID, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import type { AuditLogEntry, AuditLogService } from './audit-log.service.js';

@ObjectType('StaffAuditEntry', { description: 'One staff action: who, under which permission, what, on what, when.' })
export class StaffAuditEntryNode {
  @Field(() => ID, { description: 'ID of the staff audit entry.' }) id!: string;
  @Field(() => ID, { description: 'ID of the actor.' }) actorId!: string;
  @Field(() => String, { nullable: true, description: "The staff member's display name." }) actorName!: string | null;
  @Field(() => String, { description: 'The permission the action was done under, e.g. `staff.manage`.' })
  permission!: string;
  @Field(() => String, { description: 'The operation: a GraphQL mutation, a REST route or a service action.' })
  action!: string;
  @Field(() => String, { description: 'What the subject id names (`orderId`, `coupon_template` ...).' })
  subjectType!: string;
  @Field(() => String, { nullable: true, description: 'ID of the subject acted on; null for actions without one.' })
  subjectId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'JSON: the input (passwords, codes and tokens redacted), or the values the action set.',
  })
  detail!: string | null;
  @Field(() => Date, { description: 'When it happened.' }) at!: Date;
}

const { Connection: StaffAuditEntryConnection } = connectionTypes('StaffAuditEntry', StaffAuditEntryNode);

@InputType('StaffAuditFilter', { description: 'Input of `staffAuditEntries`.' })
export class StaffAuditFilterInput {
  @Field(() => ID, { nullable: true, description: 'The staff account that acted.' }) actorId?: string | null;
  @Field(() => String, { nullable: true, description: 'A permission, or part of an operation name.' })
  what?: string | null;
  @Field(() => Date, { nullable: true, description: 'From this moment (inclusive).' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Before this moment.' }) to?: Date | null;
  @Field(() => String, { nullable: true, description: 'Only entries about this subject ID; null for any.' })
  subjectId?: string | null;
}

function toEntryNode({ entry, actorName }: AuditLogEntry): StaffAuditEntryNode {
  return {
    id: String(entry.id),
    actorId: String(entry.actorId),
    actorName,
    permission: entry.permission,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
    at: entry.at,
  };
}

@Resolver()
export class AuditLogResolver {
  constructor(private readonly auditLog: AuditLogService) {}

  @Query(() => StaffAuditEntryConnection, { description: 'Admin: the audit log of staff actions, newest first.' })
  async staffAuditEntries(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('filter', () => StaffAuditFilterInput, {
      nullable: true,
      description: 'Narrows the list; the whole list when absent.',
    })
    filter: StaffAuditFilterInput | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ) {
    const page = await this.auditLog.search(
      ctx,
      {
        actorId: filter?.actorId ? parseId(filter.actorId, ['filter', 'actorId']) : undefined,
        what: filter?.what ?? undefined,
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        subjectId: filter?.subjectId ?? undefined,
      },
      pageRequest(first ?? undefined, after),
    );
    return toConnection(page, toEntryNode);
  }
}

import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { AccountCancellationService } from './account-cancellation.service.js';
import type { AccountSecurityService, Preferences, SecurityOverview } from './account-security.service.js';
import { ViewerNode, toViewerNode } from './identity.graphql.js';
import { CancellationStatus, type AccountCancellation } from './security.entities.js';
import { displayNameOf } from './session.service.js';

registerEnumType(CancellationStatus, {
  name: 'AccountCancellationStatus',
  description: 'submitted → under staff review → closed or rejected; withdrawn by the user while submitted.',
});
const CancellationDecision = { START_REVIEW: 'startReview', CLOSE: 'close', REJECT: 'reject' } as const;
type CancellationDecision = (typeof CancellationDecision)[keyof typeof CancellationDecision];
registerEnumType(CancellationDecision, { name: 'AccountCancellationDecision', description: 'What staff decide.' });

const Language = { ZH_CN: 'zh-CN', EN_US: 'en-US', RU: 'ru', ES_ES: 'es-ES' } as const;
registerEnumType(Language, { name: 'Language', description: 'A locale of the shop.' });

@ObjectType('AccountSecurity', { description: "The signed-in user's security state; personal data only masked." })
export class AccountSecurityNode {
  @Field(() => Boolean) hasPassword!: boolean;
  @Field(() => Boolean) hasPaymentPassword!: boolean;
  @Field(() => Date, { nullable: true, description: 'Set while wrong payment passwords lock payment.' })
  paymentLockedUntil!: Date | null;
  @Field(() => String, { nullable: true, description: 'Masked, e.g. `张**`.' }) realName!: string | null;
  @Field(() => String, { nullable: true, description: 'Masked, e.g. `1101**********1234`.' })
  idNumber!: string | null;
  @Field(() => Date, { nullable: true }) realNameVerifiedAt!: Date | null;
}

@ObjectType('Preferences', { description: 'Language, notification and recommendation choices of the user.' })
export class PreferencesNode {
  @Field(() => Language, { nullable: true, description: 'The client switches to it after login.' })
  locale!: Preferences['locale'];
  @Field(() => Boolean) notifyOrderUpdates!: boolean;
  @Field(() => Boolean) notifyPromotions!: boolean;
  @Field(() => Boolean) notifyMessages!: boolean;
  @Field(() => Boolean) personalisedRecommendations!: boolean;
}

@ObjectType('AccountCancellationRequest')
export class AccountCancellationNode {
  @Field(() => ID) id!: string;
  @Field(() => CancellationStatus) status!: CancellationStatus;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => ID) userId!: string;
  @Field(() => String, { description: 'Nickname, else username, else the masked e-mail or phone.' })
  userDisplayName!: string;
}

@InputType('ChangePasswordInput')
class ChangePasswordInput {
  @Field(() => String, { description: 'Ignored for an account that has no password yet.' })
  currentPassword!: string;
  @Field(() => String, { description: '6-12 characters, letters and digits, no Chinese; differs from the old.' })
  newPassword!: string;
}

@InputType('SetPaymentPasswordInput')
class SetPaymentPasswordInput {
  @Field(() => String, { description: '6 digits.' }) password!: string;
  @Field(() => String, { description: 'The same 6 digits again.' }) confirmation!: string;
}

@InputType('ChangePaymentPasswordInput')
class ChangePaymentPasswordInput extends SetPaymentPasswordInput {
  @Field(() => String, { description: 'Wrong tries count towards the payment lock.' }) oldPassword!: string;
}

@InputType('ResetPaymentPasswordInput')
class ResetPaymentPasswordInput extends SetPaymentPasswordInput {
  @Field(() => String, { description: "One of the user's bound e-mail or phone (`+86 13800138000`)." })
  address!: string;
  @Field(() => String, { description: 'A code requested with purpose RESET_PAYMENT_PASSWORD.' }) code!: string;
}

@InputType('BindAccountAddressInput')
class BindAccountAddressInput {
  @Field(() => String, { description: 'The NEW e-mail or phone with area code.' }) address!: string;
  @Field(() => String, { description: 'A code requested with purpose BIND_ADDRESS for that address.' })
  code!: string;
}

@InputType('UpdatePreferencesInput', { description: 'Only the fields given change.' })
class UpdatePreferencesInput {
  @Field(() => Language, { nullable: true }) locale?: Preferences['locale'];
  @Field(() => Boolean, { nullable: true }) notifyOrderUpdates?: boolean;
  @Field(() => Boolean, { nullable: true }) notifyPromotions?: boolean;
  @Field(() => Boolean, { nullable: true }) notifyMessages?: boolean;
  @Field(() => Boolean, { nullable: true }) personalisedRecommendations?: boolean;
}

@InputType('VerifyRealNameInput')
class VerifyRealNameInput {
  @Field(() => String) realName!: string;
  @Field(() => String, { description: 'Mainland China resident ID number, 18 characters.' }) idNumber!: string;
}

@InputType('RequestAccountCancellationInput')
class RequestAccountCancellationInput {
  @Field(() => String, { nullable: true, description: 'At most 300 characters.' }) reason?: string | null;
}

@InputType('DecideAccountCancellationInput')
class DecideAccountCancellationInput {
  @Field(() => ID) id!: string;
  @Field(() => CancellationDecision) decision!: CancellationDecision;
}

@ObjectType('SettingsChangePayload', { description: 'The answer of a settings change without further data.' })
class SettingsChangePayload {
  @Field(() => Boolean, { nullable: true, description: 'True when the change was made.' }) done?: boolean;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('BindAccountAddressPayload')
class BindAccountAddressPayload {
  @Field(() => ViewerNode, { nullable: true }) viewer?: ViewerNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('UpdatePreferencesPayload')
class UpdatePreferencesPayload {
  @Field(() => PreferencesNode, { nullable: true }) preferences?: PreferencesNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('VerifyRealNamePayload')
class VerifyRealNamePayload {
  @Field(() => AccountSecurityNode, { nullable: true }) accountSecurity?: AccountSecurityNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('AccountCancellationPayload')
class AccountCancellationPayload {
  @Field(() => AccountCancellationNode, { nullable: true }) request?: AccountCancellationNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

function toCancellationNode(request: AccountCancellation): AccountCancellationNode {
  const user = request.user.isInitialized() ? request.user.getEntity() : null;
  return {
    id: String(request.id),
    status: request.status,
    reason: request.reason ?? null,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
    userId: String(request.user.id),
    userDisplayName: user ? displayNameOf(user) : '',
  };
}

const done = { done: true };

@Resolver()
export class AccountSecurityResolver {
  constructor(
    private readonly security: AccountSecurityService,
    private readonly cancellation: AccountCancellationService,
  ) {}

  @Query(() => AccountSecurityNode)
  accountSecurity(@Ctx() { ctx }: GraphQLContext): Promise<SecurityOverview> {
    return this.security.overview(ctx);
  }

  @Query(() => PreferencesNode)
  myPreferences(@Ctx() { ctx }: GraphQLContext): Promise<Preferences> {
    return this.security.preferences(ctx);
  }

  @Query(() => AccountCancellationNode, { nullable: true, description: "The user's newest cancellation request." })
  async myAccountCancellation(@Ctx() { ctx }: GraphQLContext): Promise<AccountCancellationNode | null> {
    const request = await this.cancellation.mine(ctx);
    return request && toCancellationNode(request);
  }

  @Query(() => [AccountCancellationNode], {
    description: 'Staff (admin, support) only: open requests, or those in the given state; oldest first.',
  })
  async accountCancellationRequests(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('status', () => CancellationStatus, { nullable: true }) status: CancellationStatus | null,
  ): Promise<AccountCancellationNode[]> {
    return (await this.cancellation.list(ctx, status)).map(toCancellationNode);
  }

  @Mutation(() => SettingsChangePayload, { description: 'Changes the password and logs out the other devices.' })
  changePassword(@Ctx() { ctx }: GraphQLContext, @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput) {
    return withUserErrors(ctx.locale, async () => (await this.security.changePassword(ctx, input), done));
  }

  @Mutation(() => SettingsChangePayload)
  setPaymentPassword(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SetPaymentPasswordInput) input: SetPaymentPasswordInput,
  ) {
    return withUserErrors(ctx.locale, async () => (await this.security.setPaymentPassword(ctx, input), done));
  }

  @Mutation(() => SettingsChangePayload)
  changePaymentPassword(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ChangePaymentPasswordInput) input: ChangePaymentPasswordInput,
  ) {
    return withUserErrors(
      ctx.locale,
      async () => (await this.security.changePaymentPassword(ctx, input.oldPassword, input), done),
    );
  }

  @Mutation(() => SettingsChangePayload, { description: 'Sets a forgotten payment password with a code.' })
  resetPaymentPassword(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ResetPaymentPasswordInput) input: ResetPaymentPasswordInput,
  ) {
    return withUserErrors(
      ctx.locale,
      async () => (await this.security.resetPaymentPassword(ctx, input.address, input.code, input), done),
    );
  }

  @Mutation(() => BindAccountAddressPayload, { description: 'Binds a new e-mail or phone after its code.' })
  bindAccountAddress(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => BindAccountAddressInput) input: BindAccountAddressInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      viewer: toViewerNode(await this.security.bindAddress(ctx, input.address, input.code)),
    }));
  }

  @Mutation(() => UpdatePreferencesPayload)
  updatePreferences(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdatePreferencesInput) input: UpdatePreferencesInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      preferences: await this.security.updatePreferences(ctx, withoutNulls(input)),
    }));
  }

  @Mutation(() => VerifyRealNamePayload, { description: 'Stores the real name and ID number encrypted.' })
  verifyRealName(@Ctx() { ctx }: GraphQLContext, @Arg('input', () => VerifyRealNameInput) input: VerifyRealNameInput) {
    return withUserErrors(ctx.locale, async () => ({
      accountSecurity: await this.security.verifyRealName(ctx, input.realName, input.idNumber),
    }));
  }

  @Mutation(() => AccountCancellationPayload)
  requestAccountCancellation(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RequestAccountCancellationInput) input: RequestAccountCancellationInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      request: toCancellationNode(await this.cancellation.submit(ctx, input.reason)),
    }));
  }

  @Mutation(() => AccountCancellationPayload, { description: 'Withdraws the own request while it is submitted.' })
  withdrawAccountCancellation(@Ctx() { ctx }: GraphQLContext, @Arg('id', () => ID) id: string) {
    return withUserErrors(ctx.locale, async () => ({
      request: toCancellationNode(await this.cancellation.withdraw(ctx, parseId(id, ['id']))),
    }));
  }

  @Mutation(() => AccountCancellationPayload, { description: 'Staff (admin, support) only.' })
  decideAccountCancellation(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => DecideAccountCancellationInput) input: DecideAccountCancellationInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      request: toCancellationNode(
        await this.cancellation.decide(ctx, parseId(input.id, ['input', 'id']), input.decision),
      ),
    }));
  }
}

/** GraphQL sends null for "not given"; the service changes only what is given. */
function withoutNulls<T extends object>(input: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}

import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { AccountCancellationService } from './account-cancellation.service.js';
import type { AccountSecurityService, Preferences, SecurityOverview } from './account-security.service.js';
import { ViewerNode, toViewerNode } from './identity.graphql.js';
import { expandLegacyToggles, legacyTogglesOf } from './notification-preferences.js';
import { CancellationStatus, type AccountCancellation } from './security.entities.js';
import { displayNameOf } from './session.service.js';

registerEnumType(CancellationStatus, {
  name: 'AccountCancellationStatus',
  description: 'submitted → under staff review → closed or rejected; withdrawn by the user while submitted.',
  valuesConfig: {
    SUBMITTED: { description: 'Sent; nobody has started the review, so the user may still withdraw it.' },
    UNDER_REVIEW: { description: 'Staff are reviewing it.' },
    CLOSED: { description: 'Approved: the account is closed and its personal data erased.' },
    REJECTED: { description: 'Staff refused it; the account stays.' },
    WITHDRAWN: { description: 'The user took it back before the review.' },
  },
});
const CancellationDecision = { START_REVIEW: 'startReview', CLOSE: 'close', REJECT: 'reject' } as const;
type CancellationDecision = (typeof CancellationDecision)[keyof typeof CancellationDecision];
registerEnumType(CancellationDecision, {
  name: 'AccountCancellationDecision',
  description: 'What staff decide.',
  valuesConfig: {
    START_REVIEW: { description: 'Take a SUBMITTED request under review; the user can no longer withdraw it.' },
    CLOSE: { description: 'Approve: close the account and erase its personal data.' },
    REJECT: { description: 'Refuse: the account stays.' },
  },
});

const Language = { ZH_CN: 'zh-CN', EN_US: 'en-US', RU: 'ru', ES_ES: 'es-ES' } as const;
registerEnumType(Language, {
  name: 'Language',
  description: 'A locale of the shop.',
  valuesConfig: {
    ZH_CN: { description: 'Simplified Chinese (zh-CN).' },
    EN_US: { description: 'English (en-US).' },
    RU: { description: 'Russian (ru).' },
    ES_ES: { description: 'Spanish (es-ES).' },
  },
});

@ObjectType('AccountSecurity', { description: "The signed-in user's security state; personal data only masked." })
export class AccountSecurityNode {
  @Field(() => Boolean, { description: 'Whether the account has a login password set.' }) hasPassword!: boolean;
  @Field(() => Boolean, { description: 'Whether the account has a payment password set.' })
  hasPaymentPassword!: boolean;
  @Field(() => Date, { nullable: true, description: 'Set while wrong payment passwords lock payment.' })
  paymentLockedUntil!: Date | null;
  @Field(() => String, { nullable: true, description: 'Masked, e.g. `张**`.' }) realName!: string | null;
  @Field(() => String, { nullable: true, description: 'Masked, e.g. `1101**********1234`.' })
  idNumber!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was real name verified; null if it has not been.' })
  realNameVerifiedAt!: Date | null;
}

@ObjectType('Preferences', { description: 'Language, notification and recommendation choices of the user.' })
export class PreferencesNode {
  @Field(() => Language, { nullable: true, description: 'The client switches to it after login.' })
  locale!: Preferences['locale'];
  @Field(() => Boolean, { description: 'Welcome and feedback replies are pushed and e-mailed.' })
  notifySystemMessages!: boolean;
  @Field(() => Boolean, { description: "Staff's platform messages and broadcasts are pushed and e-mailed." })
  notifyPlatformMessages!: boolean;
  @Field(() => Boolean, {
    description: 'Order, payment, refund, invoice, inquiry and after-sales news is pushed and e-mailed.',
  })
  notifyOrderUpdates!: boolean;
  @Field(() => Boolean, { description: 'Customer service answers are pushed, and e-mailed at most once an interval.' })
  notifyChatMessages!: boolean;
  @Field(() => Boolean, {
    description: 'Coupons, flash-sale reminders, group buys and rewards are pushed and e-mailed.',
  })
  notifyActivityReminders!: boolean;
  @Field(() => Boolean, {
    deprecationReason: 'Use notifyPlatformMessages and notifyActivityReminders.',
    description: 'On when both notifyPlatformMessages and notifyActivityReminders are.',
  })
  notifyPromotions!: boolean;
  @Field(() => Boolean, {
    deprecationReason: 'Use notifySystemMessages and notifyChatMessages.',
    description: 'On when both notifySystemMessages and notifyChatMessages are.',
  })
  notifyMessages!: boolean;
  @Field(() => Boolean, {
    description: "Recommend parts from the user's browsing and orders; false shows no recommendations.",
  })
  personalisedRecommendations!: boolean;
}

function toPreferencesNode(preferences: Preferences): PreferencesNode {
  return { ...preferences, ...legacyTogglesOf(preferences) };
}

@ObjectType('AccountCancellationRequest', {
  description: "A user's request to cancel (delete) their account, and its review.",
})
export class AccountCancellationNode {
  @Field(() => ID, { description: 'ID of the account cancellation request.' }) id!: string;
  @Field(() => CancellationStatus, { description: 'Where it stands now; see `AccountCancellationStatus`.' })
  status!: CancellationStatus;
  @Field(() => String, { nullable: true, description: "The user's reason; null if none was given." }) reason!:
    string | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed.' }) updatedAt!: Date;
  @Field(() => ID, { description: 'ID of the user.' }) userId!: string;
  @Field(() => String, { description: 'Nickname, else username, else the masked e-mail or phone.' })
  userDisplayName!: string;
}

@InputType('ChangePasswordInput', { description: 'Input of `changePassword`.' })
class ChangePasswordInput {
  @Field(() => String, { description: 'Ignored for an account that has no password yet.' })
  currentPassword!: string;
  @Field(() => String, { description: '6-12 characters, letters and digits, no Chinese; differs from the old.' })
  newPassword!: string;
}

@InputType('SetPaymentPasswordInput', { description: 'Input of `setPaymentPassword`.' })
class SetPaymentPasswordInput {
  @Field(() => String, { description: '6 digits.' }) password!: string;
  @Field(() => String, { description: 'The same 6 digits again.' }) confirmation!: string;
}

@InputType('ChangePaymentPasswordInput', { description: 'Input of `changePaymentPassword`.' })
class ChangePaymentPasswordInput extends SetPaymentPasswordInput {
  @Field(() => String, { description: 'Wrong tries count towards the payment lock.' }) oldPassword!: string;
}

@InputType('ResetPaymentPasswordInput', { description: 'Input of `resetPaymentPassword`.' })
class ResetPaymentPasswordInput extends SetPaymentPasswordInput {
  @Field(() => String, { description: "One of the user's bound e-mail or phone (`+86 13800138000`)." })
  address!: string;
  @Field(() => String, { description: 'A code requested with purpose RESET_PAYMENT_PASSWORD.' }) code!: string;
}

@InputType('BindAccountAddressInput', { description: 'Input of `bindAccountAddress`.' })
class BindAccountAddressInput {
  @Field(() => String, { description: 'The NEW e-mail or phone with area code.' }) address!: string;
  @Field(() => String, { description: 'A code requested with purpose BIND_ADDRESS for that address.' })
  code!: string;
}

@InputType('UpdatePreferencesInput', { description: 'Only the fields given change.' })
class UpdatePreferencesInput {
  @Field(() => Language, { nullable: true, description: 'Language of the shop, messages and e-mails.' })
  locale?: Preferences['locale'];
  @Field(() => Boolean, { nullable: true, description: 'Push and e-mail welcome and feedback replies.' })
  notifySystemMessages?: boolean;
  @Field(() => Boolean, { nullable: true, description: "Push and e-mail staff's platform messages." })
  notifyPlatformMessages?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Push and e-mail order and after-sales news.' })
  notifyOrderUpdates?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Push and e-mail customer service answers.' })
  notifyChatMessages?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Push and e-mail coupons and activity reminders.' })
  notifyActivityReminders?: boolean;
  @Field(() => Boolean, {
    nullable: true,
    deprecationReason: 'Use notifyPlatformMessages and notifyActivityReminders.',
    description: 'Sets both notifyPlatformMessages and notifyActivityReminders.',
  })
  notifyPromotions?: boolean;
  @Field(() => Boolean, {
    nullable: true,
    deprecationReason: 'Use notifySystemMessages and notifyChatMessages.',
    description: 'Sets both notifySystemMessages and notifyChatMessages.',
  })
  notifyMessages?: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description: "Recommend parts from the user's browsing and orders; false shows none.",
  })
  personalisedRecommendations?: boolean;
}

@InputType('VerifyRealNameInput', { description: 'Input of `verifyRealName`.' })
class VerifyRealNameInput {
  @Field(() => String, { description: "The user's legal name as on their identity document." }) realName!: string;
  @Field(() => String, { description: 'Mainland China resident ID number, 18 characters.' }) idNumber!: string;
}

@InputType('RequestAccountCancellationInput', { description: 'Input of `requestAccountCancellation`.' })
class RequestAccountCancellationInput {
  @Field(() => String, { nullable: true, description: 'At most 300 characters.' }) reason?: string | null;
}

@InputType('DecideAccountCancellationInput', { description: 'Input of `decideAccountCancellation`.' })
class DecideAccountCancellationInput {
  @Field(() => ID, { description: 'ID of the cancellation request.' }) id!: string;
  @Field(() => CancellationDecision, { description: 'What staff decide; START_REVIEW first, then CLOSE or REJECT.' })
  decision!: CancellationDecision;
}

@ObjectType('SettingsChangePayload', { description: 'The answer of a settings change without further data.' })
class SettingsChangePayload {
  @Field(() => Boolean, { nullable: true, description: 'True when the change was made.' }) done?: boolean;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('BindAccountAddressPayload', {
  description: 'What `bindAccountAddress` answers: the result, or `userErrors` saying why it did not go through.',
})
class BindAccountAddressPayload {
  @Field(() => ViewerNode, {
    nullable: true,
    description: 'The user with the new e-mail or phone; null when `userErrors` is not empty.',
  })
  viewer?: ViewerNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('UpdatePreferencesPayload', {
  description: 'What `updatePreferences` answers: the result, or `userErrors` saying why it did not go through.',
})
class UpdatePreferencesPayload {
  @Field(() => PreferencesNode, {
    nullable: true,
    description: 'The preferences now; null when `userErrors` is not empty.',
  })
  preferences?: PreferencesNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('VerifyRealNamePayload', {
  description: 'What `verifyRealName` answers: the result, or `userErrors` saying why it did not go through.',
})
class VerifyRealNamePayload {
  @Field(() => AccountSecurityNode, {
    nullable: true,
    description: 'The security settings with the verified name; null when `userErrors` is not empty.',
  })
  accountSecurity?: AccountSecurityNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('AccountCancellationPayload', {
  description:
    'What `requestAccountCancellation`, `withdrawAccountCancellation`, `decideAccountCancellation` answer: the result, or `userErrors` saying why it did not go through.',
})
class AccountCancellationPayload {
  @Field(() => AccountCancellationNode, {
    nullable: true,
    description: 'The request after the operation; null when `userErrors` is not empty.',
  })
  request?: AccountCancellationNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
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

  @Query(() => AccountSecurityNode, {
    description: "The signed-in user's security settings: bound e-mail and phone, passwords set, real-name state.",
  })
  accountSecurity(@Ctx() { ctx }: GraphQLContext): Promise<SecurityOverview> {
    return this.security.overview(ctx);
  }

  @Query(() => PreferencesNode, {
    description: "The signed-in user's language, notification and recommendation choices.",
  })
  async myPreferences(@Ctx() { ctx }: GraphQLContext): Promise<PreferencesNode> {
    return toPreferencesNode(await this.security.preferences(ctx));
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
    @Arg('status', () => CancellationStatus, {
      nullable: true,
      description: 'Only items in this status; every status when absent.',
    })
    status: CancellationStatus | null,
  ): Promise<AccountCancellationNode[]> {
    return (await this.cancellation.list(ctx, status)).map(toCancellationNode);
  }

  @Mutation(() => SettingsChangePayload, { description: 'Changes the password and logs out the other devices.' })
  changePassword(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ChangePasswordInput, { description: "The operation's fields; see the input type." })
    input: ChangePasswordInput,
  ) {
    return withUserErrors(ctx.locale, async () => (await this.security.changePassword(ctx, input), done));
  }

  @Mutation(() => SettingsChangePayload, { description: 'Sets the payment password of an account that has none.' })
  setPaymentPassword(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SetPaymentPasswordInput, { description: "The operation's fields; see the input type." })
    input: SetPaymentPasswordInput,
  ) {
    return withUserErrors(ctx.locale, async () => (await this.security.setPaymentPassword(ctx, input), done));
  }

  @Mutation(() => SettingsChangePayload, { description: 'Changes the payment password, given the current one.' })
  changePaymentPassword(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ChangePaymentPasswordInput, { description: "The operation's fields; see the input type." })
    input: ChangePaymentPasswordInput,
  ) {
    return withUserErrors(
      ctx.locale,
      async () => (await this.security.changePaymentPassword(ctx, input.oldPassword, input), done),
    );
  }

  @Mutation(() => SettingsChangePayload, { description: 'Sets a forgotten payment password with a code.' })
  resetPaymentPassword(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ResetPaymentPasswordInput, { description: "The operation's fields; see the input type." })
    input: ResetPaymentPasswordInput,
  ) {
    return withUserErrors(
      ctx.locale,
      async () => (await this.security.resetPaymentPassword(ctx, input.address, input.code, input), done),
    );
  }

  @Mutation(() => BindAccountAddressPayload, { description: 'Binds a new e-mail or phone after its code.' })
  bindAccountAddress(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => BindAccountAddressInput, { description: "The operation's fields; see the input type." })
    input: BindAccountAddressInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      viewer: toViewerNode(await this.security.bindAddress(ctx, input.address, input.code)),
    }));
  }

  @Mutation(() => UpdatePreferencesPayload, {
    description: "Changes the signed-in user's preferences; only the fields given change.",
  })
  updatePreferences(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdatePreferencesInput, { description: "The operation's fields; see the input type." })
    input: UpdatePreferencesInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      preferences: toPreferencesNode(
        await this.security.updatePreferences(ctx, expandLegacyToggles(withoutNulls(input))),
      ),
    }));
  }

  @Mutation(() => VerifyRealNamePayload, { description: 'Stores the real name and ID number encrypted.' })
  verifyRealName(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => VerifyRealNameInput, { description: "The operation's fields; see the input type." })
    input: VerifyRealNameInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      accountSecurity: await this.security.verifyRealName(ctx, input.realName, input.idNumber),
    }));
  }

  @Mutation(() => AccountCancellationPayload, {
    description: "Asks for the signed-in user's account to be cancelled; staff review the request.",
  })
  requestAccountCancellation(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RequestAccountCancellationInput, { description: "The operation's fields; see the input type." })
    input: RequestAccountCancellationInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      request: toCancellationNode(await this.cancellation.submit(ctx, input.reason)),
    }));
  }

  @Mutation(() => AccountCancellationPayload, { description: 'Withdraws the own request while it is submitted.' })
  withdrawAccountCancellation(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: "ID of the signed-in user's cancellation request." }) id: string,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      request: toCancellationNode(await this.cancellation.withdraw(ctx, parseId(id, ['id']))),
    }));
  }

  @Mutation(() => AccountCancellationPayload, { description: 'Staff (admin, support) only.' })
  decideAccountCancellation(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => DecideAccountCancellationInput, { description: "The operation's fields; see the input type." })
    input: DecideAccountCancellationInput,
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

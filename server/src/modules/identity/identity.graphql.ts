import {
  Arg,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import {
  allPermissions,
  permissionCatalogue,
  permissionsOf,
  type Permission,
  type Role,
} from '../../platform/auth/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { Gender, VerificationPurpose, type User } from './identity.entities.js';
import { uploadUrl } from '../../platform/uploads/index.js';
import type { IdentityService, SessionSummary, SignInOutcome } from './identity.service.js';
import { displayNameOf } from './session.service.js';

export const RoleEnum = {
  BUYER: 'buyer',
  SUPPORT: 'support',
  SALES: 'sales',
  ADMIN: 'admin',
} as const satisfies Record<string, Role>;
registerEnumType(RoleEnum, {
  name: 'Role',
  description: 'What a user may do: shop, or work as staff.',
  valuesConfig: {
    BUYER: { description: 'A shopper.' },
    SUPPORT: {
      description: 'Support staff: chat, FAQ, feedback, broadcasts and account cancellations; orders read-only.',
    },
    SALES: { description: 'Sales staff: orders, remittances, refunds, after-sales, inquiries, catalogue and stock.' },
    ADMIN: { description: 'Administrators: every staff operation.' },
  },
});
/** The permission catalogue as a GraphQL enum: `order.view_all` is ORDER_VIEW_ALL. */
const PermissionEnum = Object.fromEntries(
  allPermissions.map((permission) => [permission.replace('.', '_').toUpperCase(), permission]),
) as Record<string, Permission>;
registerEnumType(PermissionEnum, {
  name: 'Permission',
  description: 'A staff operation of the permission catalogue; roles grant them.',
  valuesConfig: Object.fromEntries(
    Object.entries(PermissionEnum).map(([name, permission]) => [
      name,
      { description: permissionCatalogue[permission] },
    ]),
  ),
});
registerEnumType(Gender, {
  name: 'Gender',
  description: 'As the user chose to state it.',
  valuesConfig: {
    MALE: { description: 'Male.' },
    FEMALE: { description: 'Female.' },
    SECRET: { description: 'Not stated.' },
  },
});
registerEnumType(VerificationPurpose, {
  name: 'VerificationPurpose',
  description: 'What a verification code is for.',
  valuesConfig: {
    LOGIN: { description: 'Signing in or signing up with a code.' },
    RESET_PASSWORD: { description: 'Setting a new sign-in password.' },
    BIND_ADDRESS: { description: 'Binding a new e-mail or phone; sent to the new address.' },
    RESET_PAYMENT_PASSWORD: { description: 'Setting a forgotten payment password; sent to an address already bound.' },
  },
});

@ObjectType('Viewer', { description: 'The signed-in user.' })
export class ViewerNode {
  @Field(() => ID, { description: 'ID of the viewer.' }) id!: string;
  @Field(() => String, { description: 'Nickname, else username, else the masked e-mail or phone.' })
  displayName!: string;
  @Field(() => String, { nullable: true, description: 'At most 10 characters.' }) nickName!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The username chosen at sign-up; null when the account signed up by e-mail or phone only.',
  })
  username!: string | null;
  @Field(() => String, { nullable: true, description: 'E-mail address.' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'With area code, e.g. `+86 13800138000`.' })
  phone!: string | null;
  @Field(() => Int, { description: '1 means super member, otherwise normal user.' }) vip!: number;
  @Field(() => [RoleEnum], {
    description: 'What the user may do; BUYER for shoppers, one or more staff roles for staff.',
  })
  roles!: Role[];
  @Field(() => [PermissionEnum], {
    description: 'What the roles let the user do; staff pages show what these allow (the server checks every call).',
  })
  permissions!: Permission[];
  @Field(() => String, { description: "The user's own invitation code, to share." }) inviteCode!: string;
  @Field(() => String, { nullable: true, description: 'Address of the 256×256 avatar image, below /media/uploads.' })
  avatarUrl!: string | null;
  @Field(() => Gender, { description: 'Gender as the user chose to state it.' }) gender!: Gender;
  @Field(() => String, { nullable: true, description: '`YYYY-MM-DD`.' }) birthday!: string | null;
  @Field(() => String, { nullable: true, description: 'Where the user says they are, free text; null if not given.' })
  location!: string | null;
  @Field(() => String, { nullable: true, description: 'Given name; null if not given.' }) firstName!: string | null;
  @Field(() => String, { nullable: true, description: 'Family name; null if not given.' }) lastName!: string | null;
  @Field(() => String, { nullable: true, description: 'Company the user works for; null if not given.' }) companyName!:
    string | null;
  @Field(() => String, { nullable: true, description: "The user's position in the company; null if not given." })
  companyPosition!: string | null;
  @Field(() => Boolean, { description: 'A WeChat account is bound (the user can log in with WeChat).' })
  wechatBound!: boolean;
}

@ObjectType('SessionInfo', { description: 'A device signed in to the account.' })
export class SessionInfoNode {
  @Field(() => ID, { description: 'ID of the session info.' }) id!: string;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it was last seen.' }) lastSeenAt!: Date;
  @Field(() => Date, { description: 'When it expires.' }) expiresAt!: Date;
  @Field(() => String, {
    nullable: true,
    description: 'The browser or app the device signed in with; null if it sent none.',
  })
  userAgent!: string | null;
  @Field(() => String, { nullable: true, description: 'IP address of the sign-in; null if unknown.' }) ip!:
    string | null;
  @Field(() => Boolean, { description: 'The session of this request.' }) current!: boolean;
}

@InputType('SendVerificationCodeInput', { description: 'Input of `sendVerificationCode`.' })
export class SendVerificationCodeInput {
  @Field(() => String, { description: 'An e-mail address, or a phone with its area code: `+86 13800138000`.' })
  address!: string;
  @Field(() => VerificationPurpose, {
    defaultValue: VerificationPurpose.LOGIN,
    description: 'What the code will be used for.',
  })
  purpose!: VerificationPurpose;
}

@InputType('LoginWithCodeInput', { description: 'Input of `loginWithCode`.' })
export class LoginWithCodeInput {
  @Field(() => String, { description: 'An e-mail address, or a phone with its area code: `+86 13800138000`.' })
  address!: string;
  @Field(() => String, { description: 'The verification code sent for LOGIN.' }) code!: string;
  @Field(() => String, { nullable: true, description: "Another user's invitation code; only for a new account." })
  inviteCode?: string | null;
  @Field(() => Boolean, { description: 'The user ticked the user agreement.' }) agreementAccepted!: boolean;
}

@InputType('LoginWithPasswordInput', { description: 'Input of `loginWithPassword`.' })
export class LoginWithPasswordInput {
  @Field(() => String, { description: 'E-mail, phone with area code, or username.' }) account!: string;
  @Field(() => String, { description: 'The sign-in password.' }) password!: string;
  @Field(() => Boolean, { description: 'The user ticked the user agreement.' }) agreementAccepted!: boolean;
}

@InputType('RegisterInput', { description: 'Input of `register`.' })
export class RegisterInput {
  @Field(() => String, { description: 'An e-mail address, or a phone with its area code: `+86 13800138000`.' })
  address!: string;
  @Field(() => String, { description: 'The verification code sent for LOGIN to the e-mail or phone being registered.' })
  code!: string;
  @Field(() => String, { description: '6-12 characters, letters and digits, no Chinese characters.' })
  password!: string;
  @Field(() => String, { nullable: true, description: "Another user's invitation code." }) inviteCode?: string | null;
  @Field(() => Boolean, { description: 'The user ticked the user agreement.' }) agreementAccepted!: boolean;
}

@InputType('ResetPasswordInput', { description: 'Input of `resetPassword`.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The e-mail or phone (with area code) of the account.' }) address!: string;
  @Field(() => String, { description: 'A code requested with purpose RESET_PASSWORD.' }) code!: string;
  @Field(() => String, { description: '6-12 characters, letters and digits, no Chinese characters.' })
  newPassword!: string;
}

@ObjectType('SendVerificationCodePayload', {
  description: 'What `sendVerificationCode` answers: the result, or `userErrors` saying why it did not go through.',
})
export class SendVerificationCodePayload {
  @Field(() => Int, {
    nullable: true,
    description: 'Seconds until the code expires; null when `userErrors` is not empty.',
  })
  expiresInSeconds?: number;
  @Field(() => Int, { nullable: true, description: 'Seconds until another code may be requested.' })
  resendInSeconds?: number;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('SecondFactorChallenge', {
  description: 'A staff sign-in waiting for the authenticator code: answer it with `completeStaffSignIn`.',
})
export class SecondFactorChallengeNode {
  @Field(() => String, { description: 'Handed back with the code; valid 10 minutes, once.' }) challenge!: string;
  @Field(() => Boolean, {
    description: 'The account has no authenticator yet: set one up with `startStaffTotpEnrolment` first.',
  })
  enrolmentRequired!: boolean;
}

/** The fields of every login payload; no query returns it, so the schema does not list it. */
@ObjectType()
export abstract class SignedInPayload {
  @Field(() => String, { nullable: true, description: 'Send as header `user-token` (or cookie `token`).' })
  token?: string;
  @Field(() => ViewerNode, { nullable: true, description: 'The signed-in user; null when `userErrors` is not empty.' })
  viewer?: ViewerNode;
  @Field(() => SecondFactorChallengeNode, {
    nullable: true,
    description: 'Set instead of `token` when a staff member must give an authenticator code to finish signing in.',
  })
  secondFactor?: SecondFactorChallengeNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('LoginWithCodePayload', {
  description: 'What `loginWithCode` answers: the result, or `userErrors` saying why it did not go through.',
})
export class LoginWithCodePayload extends SignedInPayload {}

@ObjectType('LoginWithPasswordPayload', {
  description: 'What `loginWithPassword` answers: the result, or `userErrors` saying why it did not go through.',
})
export class LoginWithPasswordPayload extends SignedInPayload {}

@ObjectType('RegisterPayload', {
  description: 'What `register` answers: the result, or `userErrors` saying why it did not go through.',
})
export class RegisterPayload extends SignedInPayload {}

@ObjectType('ResetPasswordPayload', {
  description: 'What `resetPassword` answers: the result, or `userErrors` saying why it did not go through.',
})
export class ResetPasswordPayload {
  @Field(() => Boolean, { nullable: true, description: 'True when the password was changed.' }) passwordReset?: boolean;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('LogoutPayload', {
  description: 'What `logout` answers: the result, or `userErrors` saying why it did not go through.',
})
export class LogoutPayload {
  @Field(() => Boolean, {
    nullable: true,
    description: 'True when the session ended; null when `userErrors` is not empty.',
  })
  loggedOut?: boolean;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('RevokeOtherSessionsPayload', {
  description: 'What `revokeOtherSessions` answers: the result, or `userErrors` saying why it did not go through.',
})
export class RevokeOtherSessionsPayload {
  @Field(() => Int, { nullable: true, description: 'How many other sessions ended.' }) revokedCount?: number;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export function toViewerNode(user: User): ViewerNode {
  return {
    id: String(user.id),
    displayName: displayNameOf(user),
    nickName: user.nickname ?? null,
    username: user.username ?? null,
    email: user.email ?? null,
    phone: user.phone ?? null,
    vip: user.vip,
    roles: user.roles,
    permissions: permissionsOf(user),
    inviteCode: user.inviteCode,
    avatarUrl: user.avatarPath ? uploadUrl(user.avatarPath) : null,
    gender: user.gender,
    birthday: user.birthday ?? null,
    location: user.location ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    companyName: user.companyName ?? null,
    companyPosition: user.companyPosition ?? null,
    wechatBound: Boolean(user.wechatOpenId),
  };
}

function toSessionInfoNode({ session, current }: SessionSummary): SessionInfoNode {
  return {
    id: String(session.id),
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    expiresAt: session.expiresAt,
    userAgent: session.userAgent ?? null,
    ip: session.ip ?? null,
    current,
  };
}

export function signedIn(outcome: SignInOutcome) {
  if ('secondFactor' in outcome) return { secondFactor: outcome.secondFactor };
  return { token: outcome.token, viewer: toViewerNode(outcome.user) };
}

@Resolver()
export class IdentityResolver {
  constructor(private readonly identity: IdentityService) {}

  @Query(() => ViewerNode, { description: 'The signed-in user; an UNAUTHENTICATED error without a valid session.' })
  async me(@Ctx() { ctx }: GraphQLContext): Promise<ViewerNode> {
    return toViewerNode(await this.identity.viewer(ctx));
  }

  @Query(() => [SessionInfoNode], { description: "The signed-in user's devices, most recently used first." })
  async mySessions(@Ctx() { ctx }: GraphQLContext): Promise<SessionInfoNode[]> {
    return (await this.identity.listSessions(ctx)).map(toSessionInfoNode);
  }

  @Mutation(() => SendVerificationCodePayload, {
    description: 'Sends a 6-digit code by e-mail or SMS; valid 10 minutes; another only after 60 s.',
  })
  sendVerificationCode(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SendVerificationCodeInput, { description: "The operation's fields; see the input type." })
    input: SendVerificationCodeInput,
  ): Promise<SendVerificationCodePayload> {
    return withUserErrors(ctx.locale, () => this.identity.sendCode(ctx, input.address, input.purpose));
  }

  @Mutation(() => LoginWithCodePayload, {
    description: 'Signs in by code; an unknown e-mail or phone gets an account.',
  })
  loginWithCode(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => LoginWithCodeInput, { description: "The operation's fields; see the input type." })
    input: LoginWithCodeInput,
  ): Promise<LoginWithCodePayload> {
    return withUserErrors(ctx.locale, async () => signedIn(await this.identity.loginWithCode(ctx, input)));
  }

  @Mutation(() => LoginWithPasswordPayload, {
    description:
      'Signs in with an account name and password: the session token, or for staff a second-factor challenge.',
  })
  loginWithPassword(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => LoginWithPasswordInput, { description: "The operation's fields; see the input type." })
    input: LoginWithPasswordInput,
  ): Promise<LoginWithPasswordPayload> {
    return withUserErrors(ctx.locale, async () => signedIn(await this.identity.loginWithPassword(ctx, input)));
  }

  @Mutation(() => RegisterPayload, { description: 'Creates an account with a code and a password, and signs in.' })
  register(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RegisterInput, { description: "The operation's fields; see the input type." })
    input: RegisterInput,
  ): Promise<RegisterPayload> {
    return withUserErrors(ctx.locale, async () => signedIn(await this.identity.register(ctx, input)));
  }

  @Mutation(() => ResetPasswordPayload, { description: 'Sets a new password and ends the other sessions.' })
  resetPassword(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ResetPasswordInput, { description: "The operation's fields; see the input type." })
    input: ResetPasswordInput,
  ): Promise<ResetPasswordPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.identity.resetPassword(ctx, input);
      return { passwordReset: true };
    });
  }

  @Mutation(() => LogoutPayload, { description: 'Ends the session of this request.' })
  logout(@Ctx() { ctx }: GraphQLContext): Promise<LogoutPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.identity.logout(ctx);
      return { loggedOut: true };
    });
  }

  @Mutation(() => RevokeOtherSessionsPayload, { description: 'Logs out every other device of the account.' })
  revokeOtherSessions(@Ctx() { ctx }: GraphQLContext): Promise<RevokeOtherSessionsPayload> {
    return withUserErrors(ctx.locale, async () => ({ revokedCount: await this.identity.revokeOtherSessions(ctx) }));
  }
}

import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Role } from '../../../platform/auth/index.js';
import type { GraphQLContext } from '../../../platform/graphql/context.js';
import { parseId } from '../../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../../platform/graphql/user-errors.js';
import { RoleEnum, SignedInPayload, signedIn } from '../identity.graphql.js';
import { displayNameOf } from '../session.service.js';
import type { StaffRole } from '../staff-accounts.js';
import type { StaffDirectory, StaffMember } from './staff-directory.js';
import type { StaffSignIn } from './staff-sign-in.js';
import type { StaffTotpService, TotpEnrolment } from './staff-totp.js';

@ObjectType('StaffMember', { description: 'A staff account (support, sales or admin).' })
export class StaffMemberNode {
  @Field(() => ID, { description: 'ID of the staff member.' }) id!: string;
  @Field(() => String, {
    nullable: true,
    description: "The staff member's sign-in name; null if they sign in by e-mail or phone.",
  })
  username!: string | null;
  @Field(() => String, { nullable: true, description: 'E-mail address.' }) email!: string | null;
  @Field(() => String, { description: 'The name shown to colleagues and customers.' }) displayName!: string;
  @Field(() => [RoleEnum], { description: 'The staff roles held.' }) roles!: Role[];
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Set while the account is disabled.' }) disabledAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why the account was disabled; null while it is enabled.' })
  disabledReason!: string | null;
  @Field(() => Boolean, { description: 'An authenticator app is set up for the sign-in.' }) totpEnrolled!: boolean;
}

@InputType('CreateStaffAccountInput', { description: 'Input of `createStaffAccount`.' })
export class CreateStaffAccountInput {
  @Field(() => String, { description: '3 to 32 letters, digits, dots, dashes or underscores, starting with a letter.' })
  username!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Lets the member sign in by e-mailed code and reset the password.',
  })
  email?: string | null;
  @Field(() => [RoleEnum], { description: 'SUPPORT, SALES and/or ADMIN.' }) roles!: StaffRole[];
}

@InputType('SetStaffRolesInput', { description: 'Input of `setStaffRoles`.' })
export class SetStaffRolesInput {
  @Field(() => ID, { description: 'ID of the user.' }) userId!: string;
  @Field(() => [RoleEnum], {
    description: 'The staff roles the account will hold, replacing the current ones; at least one.',
  })
  roles!: StaffRole[];
}

@InputType('StaffAccountStateInput', { description: 'Input of `disableStaffAccount`, `enableStaffAccount`.' })
export class StaffAccountStateInput {
  @Field(() => ID, { description: 'ID of the user.' }) userId!: string;
  @Field(() => String, { description: 'Why, at most 200 characters; kept in the audit log.' }) reason!: string;
}

@InputType('CompleteStaffSignInInput', { description: 'Input of `completeStaffSignIn`.' })
export class CompleteStaffSignInInput {
  @Field(() => String, { description: 'The challenge the password sign-in returned.' }) challenge!: string;
  @Field(() => String, { description: 'The 6-digit code the authenticator app shows.' }) code!: string;
}

@InputType('ConfirmStaffTotpInput', { description: 'Input of `confirmStaffTotp`.' })
export class ConfirmStaffTotpInput {
  @Field(() => String, { description: 'The 6-digit code the new authenticator shows.' }) code!: string;
}

@ObjectType('CreateStaffAccountPayload', {
  description: 'What `createStaffAccount` answers: the result, or `userErrors` saying why it did not go through.',
})
export class CreateStaffAccountPayload {
  @Field(() => StaffMemberNode, {
    nullable: true,
    description: 'The new staff account; null when `userErrors` is not empty.',
  })
  staffMember?: StaffMemberNode;
  @Field(() => String, { nullable: true, description: 'The generated password, shown this once and never again.' })
  password?: string;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('StaffMemberPayload', {
  description:
    'What `setStaffRoles`, `disableStaffAccount`, `enableStaffAccount` answer: the result, or `userErrors` saying why it did not go through.',
})
export class StaffMemberPayload {
  @Field(() => StaffMemberNode, {
    nullable: true,
    description: 'The staff account after the change; null when `userErrors` is not empty.',
  })
  staffMember?: StaffMemberNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('TotpEnrolment', { description: 'What an authenticator app needs: scan the QR code or type the secret.' })
export class TotpEnrolmentNode {
  @Field(() => String, { description: 'Base32, to type in when the camera cannot scan.' }) secret!: string;
  @Field(() => String, { description: 'The `otpauth://` address the QR code carries.' }) uri!: string;
  @Field(() => String, { description: 'The QR code as an SVG document.' }) qrCodeSvg!: string;
}

@ObjectType('StartStaffTotpEnrolmentPayload', {
  description: 'What `startStaffTotpEnrolment` answers: the result, or `userErrors` saying why it did not go through.',
})
export class StartStaffTotpEnrolmentPayload {
  @Field(() => TotpEnrolmentNode, {
    nullable: true,
    description: 'The secret to add to an authenticator app; null when `userErrors` is not empty.',
  })
  enrolment?: TotpEnrolmentNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('CompleteStaffSignInPayload', {
  description: 'What `completeStaffSignIn` answers: the result, or `userErrors` saying why it did not go through.',
})
export class CompleteStaffSignInPayload extends SignedInPayload {}

@ObjectType('ConfirmStaffTotpPayload', {
  description: 'What `confirmStaffTotp` answers: the result, or `userErrors` saying why it did not go through.',
})
export class ConfirmStaffTotpPayload {
  @Field(() => Boolean, {
    nullable: true,
    description: 'True when the authenticator is now set up; null when `userErrors` is not empty.',
  })
  enrolled?: boolean;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('StaffTotpStatus', { description: "The signed-in staff member's authenticator." })
export class StaffTotpStatusNode {
  @Field(() => Boolean, { description: 'Whether an authenticator app is set up and confirmed.' }) enrolled!: boolean;
  @Field(() => Boolean, { description: 'Every staff sign-in asks for a code (setting STAFF_TOTP_REQUIRED).' })
  required!: boolean;
}

export function toStaffMemberNode({ user, totpEnrolled }: StaffMember): StaffMemberNode {
  return {
    id: String(user.id),
    username: user.username ?? null,
    email: user.email ?? null,
    displayName: displayNameOf(user),
    roles: user.roles,
    createdAt: user.createdAt,
    disabledAt: user.disabledAt ?? null,
    disabledReason: user.disabledReason ?? null,
    totpEnrolled,
  };
}

const enrolmentNode = (enrolment: TotpEnrolment): { enrolment: TotpEnrolmentNode } => ({ enrolment });

@Resolver()
export class StaffResolver {
  constructor(
    private readonly directory: StaffDirectory,
    private readonly signIn: StaffSignIn,
    private readonly totp: StaffTotpService,
  ) {}

  @Query(() => [StaffMemberNode], { description: 'Admin: every staff account, oldest first.' })
  async staffMembers(@Ctx() { ctx }: GraphQLContext): Promise<StaffMemberNode[]> {
    return (await this.directory.list(ctx)).map(toStaffMemberNode);
  }

  @Mutation(() => CreateStaffAccountPayload, {
    description: 'Admin: creates a staff account with a generated password, answered this once.',
  })
  createStaffAccount(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreateStaffAccountInput, { description: "The operation's fields; see the input type." })
    input: CreateStaffAccountInput,
  ): Promise<CreateStaffAccountPayload> {
    return withUserErrors(ctx.locale, async () => {
      const { member, password } = await this.directory.create(ctx, input);
      return { staffMember: toStaffMemberNode(member), password };
    });
  }

  @Mutation(() => StaffMemberPayload, {
    description: "Admin: replaces a staff member's roles; the last active admin, and one's own admin role, stay.",
  })
  setStaffRoles(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SetStaffRolesInput, { description: "The operation's fields; see the input type." })
    input: SetStaffRolesInput,
  ): Promise<StaffMemberPayload> {
    return withUserErrors(ctx.locale, async () => ({
      staffMember: toStaffMemberNode(
        await this.directory.setRoles(ctx, parseId(input.userId, ['input', 'userId']), input.roles),
      ),
    }));
  }

  @Mutation(() => StaffMemberPayload, {
    description: 'Admin: disables a staff account: it cannot sign in, its sessions end at once.',
  })
  disableStaffAccount(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => StaffAccountStateInput, { description: "The operation's fields; see the input type." })
    input: StaffAccountStateInput,
  ): Promise<StaffMemberPayload> {
    return withUserErrors(ctx.locale, async () => ({
      staffMember: toStaffMemberNode(
        await this.directory.disable(ctx, parseId(input.userId, ['input', 'userId']), input.reason),
      ),
    }));
  }

  @Mutation(() => StaffMemberPayload, { description: 'Admin: lets a disabled staff account sign in again.' })
  enableStaffAccount(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => StaffAccountStateInput, { description: "The operation's fields; see the input type." })
    input: StaffAccountStateInput,
  ): Promise<StaffMemberPayload> {
    return withUserErrors(ctx.locale, async () => ({
      staffMember: toStaffMemberNode(
        await this.directory.enable(ctx, parseId(input.userId, ['input', 'userId']), input.reason),
      ),
    }));
  }

  @Query(() => StaffTotpStatusNode, { description: "Staff: whether the signed-in member's authenticator is set up." })
  staffTotpStatus(@Ctx() { ctx }: GraphQLContext): Promise<StaffTotpStatusNode> {
    return this.totp.status(ctx);
  }

  @Mutation(() => StartStaffTotpEnrolmentPayload, {
    description:
      'Sets up an authenticator: with `challenge`, for the staff sign-in waiting on it; without, for the ' +
      'signed-in staff member. Confirm it with a first code (`completeStaffSignIn` or `confirmStaffTotp`).',
  })
  startStaffTotpEnrolment(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('challenge', () => String, {
      nullable: true,
      description:
        'The challenge of a staff sign-in waiting for an authenticator; null for the signed-in staff member.',
    })
    challenge: string | null,
  ): Promise<StartStaffTotpEnrolmentPayload> {
    return withUserErrors(ctx.locale, async () =>
      enrolmentNode(
        challenge ? await this.signIn.startEnrolment(ctx, challenge) : await this.totp.startOwnEnrolment(ctx),
      ),
    );
  }

  @Mutation(() => CompleteStaffSignInPayload, {
    description: "Finishes a staff sign-in with the authenticator's code (confirming a new authenticator).",
  })
  completeStaffSignIn(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CompleteStaffSignInInput, { description: "The operation's fields; see the input type." })
    input: CompleteStaffSignInInput,
  ): Promise<CompleteStaffSignInPayload> {
    return withUserErrors(ctx.locale, async () =>
      signedIn(await this.signIn.complete(ctx, input.challenge, input.code)),
    );
  }

  @Mutation(() => ConfirmStaffTotpPayload, {
    description: 'Staff: confirms the authenticator they set up with a first code; sign-ins then ask for codes.',
  })
  confirmStaffTotp(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ConfirmStaffTotpInput, { description: "The operation's fields; see the input type." })
    input: ConfirmStaffTotpInput,
  ): Promise<ConfirmStaffTotpPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.totp.confirmOwnEnrolment(ctx, input.code);
      return { enrolled: true };
    });
  }
}

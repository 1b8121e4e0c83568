import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { Gender } from './identity.entities.js';
import { toViewerNode, ViewerNode } from './identity.graphql.js';
import type { ProfileService } from './profile.service.js';

@InputType('UpdateProfileInput', {
  description: 'Only the fields given change; null or an empty string clears one. Avatars are uploaded by REST.',
})
export class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: 'At most 10 characters.' }) nickname?: string | null;
  @Field(() => Gender, { nullable: true, description: 'null means SECRET.' }) gender?: Gender | null;
  @Field(() => String, { nullable: true, description: '`YYYY-MM-DD`, not in the future.' }) birthday?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 100 characters.' }) location?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 50 characters.' }) firstName?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 50 characters.' }) lastName?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 100 characters.' }) companyName?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 50 characters.' }) companyPosition?: string | null;
}

@ObjectType('UpdateProfilePayload', {
  description: 'What `updateProfile` answers: the result, or `userErrors` saying why it did not go through.',
})
export class UpdateProfilePayload {
  @Field(() => ViewerNode, {
    nullable: true,
    description: 'The user with the new profile; null when `userErrors` is not empty.',
  })
  viewer?: ViewerNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@Resolver()
export class ProfileResolver {
  constructor(private readonly profile: ProfileService) {}

  @Mutation(() => UpdateProfilePayload, { description: "Changes the signed-in user's own profile." })
  updateProfile(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdateProfileInput, { description: "The operation's fields; see the input type." })
    input: UpdateProfileInput,
  ): Promise<UpdateProfilePayload> {
    return withUserErrors(ctx.locale, async () => ({
      viewer: toViewerNode(await this.profile.updateProfile(ctx, input)),
    }));
  }
}

import { Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../platform/auth/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';

@ObjectType('Viewer', { description: 'The signed-in user.' })
export class ViewerNode {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Nickname, else username.' }) displayName!: string;
}

@Resolver()
export class IdentityResolver {
  @Query(() => ViewerNode, { description: 'The signed-in user; an UNAUTHENTICATED error without a valid session.' })
  me(@Ctx() { ctx }: GraphQLContext): ViewerNode {
    const user = requireUser(ctx);
    return { id: user.id, displayName: user.displayName };
  }
}

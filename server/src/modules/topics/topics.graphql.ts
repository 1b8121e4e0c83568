import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { ProductNode, toProductNode } from '../catalog/catalog.graphql.js';
import type { TopicsService, TopicView } from './topics.service.js';

@ObjectType('SpecialTopic', { description: 'A curated collection of parts (special topics page).' })
export class SpecialTopicNode {
  @Field(() => String, { description: 'Stable key, e.g. `usb-c-power`.' }) slug!: string;
  @Field(() => String, { description: "In the request's language." }) title!: string;
  @Field(() => String, { description: "In the request's language." }) description!: string;
  @Field(() => Int, { description: 'How many of its parts are on the shelf.' }) partCount!: number;
  @Field(() => [ProductNode], { description: 'Its parts on the shelf, in the curated order.' }) parts!: ProductNode[];
}

function toTopicNode(topic: TopicView, locale: GraphQLContext['ctx']['locale']): SpecialTopicNode {
  return {
    slug: topic.slug,
    title: topic.title,
    description: topic.description,
    partCount: topic.parts.length,
    parts: topic.parts.map((part) => toProductNode(part, locale)),
  };
}

@Resolver()
export class TopicsResolver {
  constructor(private readonly topics: TopicsService) {}

  @Query(() => [SpecialTopicNode], { description: 'The special topics, each with its parts on the shelf.' })
  async specialTopics(@Ctx() { ctx }: GraphQLContext): Promise<SpecialTopicNode[]> {
    return (await this.topics.list(ctx)).map((topic) => toTopicNode(topic, ctx.locale));
  }

  @Query(() => SpecialTopicNode, { nullable: true, description: 'One special topic by its slug; null if none.' })
  async specialTopic(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('slug', () => String, { description: 'URL name of the topic.' }) slug: string,
  ): Promise<SpecialTopicNode | null> {
    const topic = (await this.topics.list(ctx)).find((candidate) => candidate.slug === slug);
    return topic ? toTopicNode(topic, ctx.locale) : null;
  }
}

import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { DomainError } from '../errors/index.js';

/** No list answers more than this many items, whatever `first` asks for. */
export const MAX_PAGE_SIZE = 100;

// Plain data: no global middleware per field (see catalog-nodes.graphql.ts).
@ObjectType({ description: 'Where a page of a list sits in the whole list.', simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether more items follow this page: ask again with `after: endCursor`.' })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'Whether the page was read with `after`, so items come before it.' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the first item of the page; null when it is empty.' })
  startCursor!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the last item of the page: pass it as `after` for the next page; null when it is empty.',
  })
  endCursor!: string | null;
}

/**
 * The Relay `<Name>Edge` and `<Name>Connection` object types of a list of `node`s, as `toConnection` fills them.
 * Lists whose edges carry more than a cursor (collected parts, products) declare their own.
 */
export function connectionTypes<TNode extends object>(name: string, node: ClassType<TNode>, description?: string) {
  @ObjectType(`${name}Edge`, { description: `One item of a page of ${name} items, with its cursor.` })
  class Edge {
    @Field(() => String, { description: 'Pass it as `after` to read the items after this one.' }) cursor!: string;
    @Field(() => node, { description: 'The item.' }) node!: TNode;
  }

  @ObjectType(`${name}Connection`, { description: description ?? `A page of ${name} items (a Relay connection).` })
  class Connection {
    @Field(() => [Edge], { description: 'The items of this page, each with its cursor.' }) edges!: Edge[];
    @Field(() => PageInfo, {
      description: 'Where this page sits in the whole list: pass `endCursor` as `after` for the next page.',
    })
    pageInfo!: PageInfo;
    @Field(() => Int, { description: 'How many items the whole list has.' }) totalCount!: number;
  }

  return { Edge, Connection };
}

/** A page request after validation: how many to take, and the id to continue after. */
export interface PageRequest {
  first: number;
  afterId: number | undefined;
}

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: number;
}

export function encodeCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const match = /^id:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new DomainError('INVALID_INPUT', { params: { field: 'after' }, field: ['after'] });
  return Number(match[1]);
}

/** Clamps `first` into 1..MAX_PAGE_SIZE and decodes `after`; a forged cursor is a user input error. */
export function pageRequest(first: number | undefined, after: string | undefined | null): PageRequest {
  return { first: pageSize(first), afterId: after ? decodeCursor(after) : undefined };
}

/** Clamps a requested page size into 1..MAX_PAGE_SIZE. */
export function pageSize(first: number | undefined): number {
  return Math.min(Math.max(Math.trunc(first ?? 20), 1), MAX_PAGE_SIZE);
}

/**
 * The Relay `edges`/`pageInfo` shape of a page whose items carry numeric ids; lists sorted by something other
 * than their id pass `cursorOf` to encode each item's sort position.
 */
export function toConnection<T extends { id: number }, N>(
  page: Page<T>,
  toNode: (item: T) => N,
  cursorOf: (item: T) => string = (item) => encodeCursor(item.id),
) {
  const edges = page.items.map((item) => ({ cursor: cursorOf(item), node: toNode(item) }));
  return {
    edges,
    totalCount: page.totalCount,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

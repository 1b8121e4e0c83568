import type { EntitySchema, EventSubscriber } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { RestRoute } from '../../rest/route.js';

/**
 * Deletes what one module keeps about a person when their account is closed. A module that stores personal data
 * declares one in its manifest; account cancellation runs them all without depending on those modules.
 */
export type PersonalDataEraser = (em: EntityManager, userId: number) => Promise<void>;

/**
 * What a module brings to the shop, declared once in `modules/<area>/<area>.module.ts`: its tables, its services,
 * and the adapters (GraphQL resolvers, REST routes) over those services. The composition root derives the ORM's
 * entity list, the services, the schema and the façade from the list of these definitions.
 *
 * `Dependencies` is what `createServices` is given: the shared runtime (clock, pub/sub, jobs ...) plus the
 * services of the modules named in `requires`, nothing else.
 */
export interface ModuleDefinition<Name extends string = string, Dependencies = any, Provided extends object = object> {
  name: Name;
  /** Names of the modules whose services this module's services are built with; they are built first. */
  requires?: readonly string[];
  entities: readonly EntitySchema<any, any>[];
  createServices(dependencies: Dependencies): Provided;
  /** Resolver instances over this module's own services (type-graphql builds the schema from their classes). */
  resolvers?(services: Provided): object[];
  routes?(services: Provided): RestRoute[];
  /** ORM event subscribers (after-commit publishers), registered once on the shop's ORM. */
  subscribers?(services: Provided): EventSubscriber[];
  erasePersonalData?: PersonalDataEraser;
}

/** Keeps a manifest's parameter and result types tied together (inference only; no behaviour). */
export function defineModule<const Name extends string, Dependencies, Provided extends object>(
  definition: ModuleDefinition<Name, Dependencies, Provided>,
): ModuleDefinition<Name, Dependencies, Provided> {
  return definition;
}

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** The services of every module in a list, as one object type. */
export type ServicesOf<Modules extends readonly ModuleDefinition[]> = UnionToIntersection<
  ReturnType<Modules[number]['createServices']>
>;

/**
 * Names of the modules in a list whose dependencies the given shared runtime and services cannot satisfy; `never`
 * when all are satisfied. Use it for a compile-time check beside the list.
 */
export type UnsatisfiedModules<Modules extends readonly ModuleDefinition[], Available> = {
  [K in keyof Modules]: Available extends Parameters<Modules[K]['createServices']>[0] ? never : Modules[K]['name'];
}[number];

/**
 * Builds every module's services, each after the modules it requires, handing it the shared runtime, the
 * required modules' services and every module's personal-data eraser. Returns all services as one object.
 */
export function createModuleServices<Shared extends object>(
  modules: readonly ModuleDefinition[],
  shared: Shared,
): Record<string, unknown> {
  const byName = new Map(modules.map((module) => [module.name, module]));
  const built = new Map<string, object>();
  const building = new Set<string>();
  const personalDataErasers = modules.flatMap((module) => module.erasePersonalData ?? []);
  const build = (module: ModuleDefinition): object => {
    const done = built.get(module.name);
    if (done) return done;
    if (building.has(module.name)) throw new Error(`Modules require each other in a circle through ${module.name}`);
    building.add(module.name);
    const required = (module.requires ?? []).map((name) => {
      const dependency = byName.get(name);
      if (!dependency) throw new Error(`Module ${module.name} requires ${name}, which is not in the module list`);
      return build(dependency);
    });
    const services = module.createServices(Object.assign({}, shared, { personalDataErasers }, ...required));
    built.set(module.name, services);
    return services;
  };
  return Object.assign({}, ...modules.map(build)) as Record<string, unknown>;
}

/** Each module's resolvers over the shop's services, in list order. */
export function moduleResolvers(modules: readonly ModuleDefinition[], services: object): object[] {
  return modules.flatMap((module) => module.resolvers?.(services) ?? []);
}

/** Each module's REST routes over the shop's services, in list order. */
export function moduleRoutes(modules: readonly ModuleDefinition[], services: object): RestRoute[] {
  return modules.flatMap((module) => module.routes?.(services) ?? []);
}

export function moduleSubscribers(modules: readonly ModuleDefinition[], services: object): EventSubscriber[] {
  return modules.flatMap((module) => module.subscribers?.(services) ?? []);
}

export function moduleEntities(modules: readonly ModuleDefinition[]): EntitySchema<any, any>[] {
  return modules.flatMap((module) => module.entities);
}

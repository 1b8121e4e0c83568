import type { EntityManager } from '@mikro-orm/sql';
import { Brand, Category } from '../catalog.entities.js';

const SLUG_MAX = 64;

/**
 * A new URL name for a category or maker made from its (English) name: lower-case letters, digits and hyphens,
 * with `-2`, `-3` ... when it is taken. Slugs never change afterwards, so the shop's links stay valid.
 */
export async function freshSlug(em: EntityManager, kind: 'category' | 'maker', name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, SLUG_MAX - 4)
      .replace(/-+$/, '') || kind;
  const where = { slug: { $like: `${base}%` } };
  const rows =
    kind === 'category'
      ? await em.find(Category, where, { fields: ['slug'] })
      : await em.find(Brand, where, { fields: ['slug'] });
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}

import { requirePermission, type RequestContext } from '../../../platform/auth/index.js';
import { transactionalWithRetry } from '../../../platform/db/transaction-retry.js';
import { DomainError } from '../../../platform/errors/index.js';
import { LOCALES, type LocalizedText } from '../../../platform/i18n/index.js';
import { Brand } from '../catalog.entities.js';
import { freshSlug } from './catalog-slugs.js';

const MAKER_NAME_MAX = 128;
const MAKER_COUNTRY_MAX = 64;
const MAKER_WEBSITE_MAX = 255;
const MAKER_DESCRIPTION_MAX = 1000;

/** A maker as staff edit it. */
export interface MakerForm {
  name: string;
  country: string;
  website: string | null;
  description: LocalizedText;
  featured: boolean;
}

export interface StaffMakerView extends MakerForm {
  id: number;
  slug: string;
  /** Its parts, on the shelf or not. */
  partCount: number;
}

const length = (text: string) => [...text].length;

/**
 * Staff's makers (`catalog.view` reads, `catalog.edit` changes). Names are unique ignoring case, since a price
 * list names its maker by name. Renaming a maker rewrites its parts' search text and bumps the catalog version
 * (database triggers), so the shop finds the parts by the new name at once.
 */
export class StaffMakers {
  async makers(ctx: RequestContext): Promise<StaffMakerView[]> {
    requirePermission(ctx, 'catalog.view');
    const [makers, counts] = await Promise.all([
      ctx.em.find(Brand, {}, { orderBy: { name: 'asc', id: 'asc' } }),
      ctx.em
        .getConnection()
        .execute<{ manufacturer_id: number; count: number | string }[]>(
          'SELECT manufacturer_id, count(*) AS count FROM product GROUP BY manufacturer_id',
          [],
          'all',
          ctx.em.getTransactionContext(),
        ),
    ]);
    const partCounts = new Map(counts.map((row) => [Number(row.manufacturer_id), Number(row.count)]));
    return makers.map((maker) => ({
      id: maker.id,
      slug: maker.slug,
      name: maker.name,
      country: maker.country,
      website: maker.website ?? null,
      description: maker.description,
      featured: maker.featured,
      partCount: partCounts.get(maker.id) ?? 0,
    }));
  }

  /** Creates a maker (no id) or edits one; answers its id. */
  async saveMaker(ctx: RequestContext, id: number | null, form: MakerForm): Promise<number> {
    requirePermission(ctx, 'catalog.edit');
    const fields = checkedMaker(form);
    return transactionalWithRetry(ctx.em, async (tx) => {
      const sameName = (await tx.find(Brand, {}, { fields: ['id', 'name'] })).find(
        (maker) => maker.id !== id && maker.name.toLocaleLowerCase() === fields.name.toLocaleLowerCase(),
      );
      if (sameName) throw new DomainError('MAKER_NAME_INVALID', { field: ['name'] });
      if (id === null) {
        const maker = tx.create(Brand, { ...fields, slug: await freshSlug(tx, 'maker', fields.name) });
        await tx.flush();
        return maker.id;
      }
      const maker = await tx.findOne(Brand, { id });
      if (!maker) throw new DomainError('NOT_FOUND');
      tx.assign(maker, fields);
      await tx.flush();
      return maker.id;
    });
  }
}

function checkedMaker(form: MakerForm): MakerForm {
  const name = form.name.trim();
  if (!name || length(name) > MAKER_NAME_MAX) throw new DomainError('MAKER_NAME_INVALID', { field: ['name'] });
  const country = form.country.trim();
  if (!country || length(country) > MAKER_COUNTRY_MAX) {
    throw new DomainError('MAKER_FIELD_INVALID', { field: ['country'] });
  }
  const website = form.website?.trim() || null;
  if (website !== null && (website.length > MAKER_WEBSITE_MAX || !/^https?:\/\/[^\s/]+\S*$/i.test(website))) {
    throw new DomainError('MAKER_FIELD_INVALID', { field: ['website'] });
  }
  const description = Object.fromEntries(
    LOCALES.map((locale) => [locale, (form.description[locale] ?? '').trim()]),
  ) as LocalizedText;
  const tooLong = LOCALES.find((locale) => length(description[locale]) > MAKER_DESCRIPTION_MAX);
  if (tooLong) throw new DomainError('MAKER_FIELD_INVALID', { field: ['description', tooLong] });
  return { name, country, website, description, featured: form.featured };
}

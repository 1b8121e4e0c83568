import type { RequestContext } from '../../platform/auth/index.js';
import { Lifecycle, ProductStatus, type Product } from '../catalog/catalog.public.js';
import type { MpnMatch } from '../catalog/catalog-views.js';
import { MAX_MPNS_PER_LOOKUP, type CatalogService } from '../catalog/catalog.service.js';
import { mpnLookupKeys, normalizeMpn } from '../catalog/mpn.js';
import type { BomLineData } from './bom.entities.js';
import {
  chipSizeIn,
  chipSizes,
  packageKey,
  parsePassiveValue,
  type PassiveValue,
} from '../catalog/values/part-values.js';

export type BomLineStatus = 'MATCHED' | 'SUGGESTED' | 'UNMATCHED';

/** Why a line got its part; every Suggested line says why it is only a suggestion. */
export type MatchReason =
  | 'EXACT_MPN'
  | 'PACKAGING_SUFFIX'
  | 'DISTRIBUTOR_PREFIX'
  | 'CHOSEN'
  | 'VALUE_AND_PACKAGE'
  | 'PACKAGING_VARIANT'
  | 'CLOSE_MPN'
  | 'OTHER_MAKER'
  | 'PACKAGE_MISMATCH'
  | 'VALUE_ONLY'
  | 'OBSOLETE';

export interface LineMatch {
  status: BomLineStatus;
  reason: MatchReason | null;
  product: Product | null;
  /** Other parts the buyer may pick instead, best first. */
  alternatives: Product[];
}

const ALTERNATIVES = 5;
const PARAMETRIC_LOOKUPS_PER_QUERY = 50;

/**
 * The part number to look up: the MPN column, else a Value that is not a passive value (KiCad and Altium put
 * the part name there: `STM32F103C8T6`, `NE555`).
 */
export function lookupMpn(line: BomLineData): string {
  const mpn = line.mpn.trim();
  if (mpn || !line.value.trim() || parsePassiveValue(line.value)) return mpn;
  return line.value.trim();
}

/** The line's package in comparable form: its package column, else a chip size named in its value or text. */
function linePackage(line: BomLineData): string | null {
  return (
    (line.package && packageKey(line.package)) || chipSizeIn(`${line.value} ${line.mpn} ${line.description}`) || null
  );
}

/** Two packages disagree when both are known and neither names the other (`SOIC-8` agrees with KiCad's footprint). */
function partPackagesConflict(wanted: string | null, partPackage: string): boolean {
  const actual = packageKey(partPackage);
  if (!wanted || !actual) return false;
  return !wanted.includes(actual) && !actual.includes(wanted);
}

const packagesConflict = (wanted: string | null, product: Product) => partPackagesConflict(wanted, product.package);

/** The value a line gives for a passive part: its value column, else its MPN or description when they read as one. */
function lineValue(line: BomLineData): PassiveValue | null {
  return (
    (line.value && parsePassiveValue(line.value)) ||
    parsePassiveValue(line.mpn) ||
    (line.description && parsePassiveValue(line.description)) ||
    null
  );
}

/**
 * What ranking a part by value needs, read from the parameter index instead of loading whole parts: a common
 * value (`100 pF`) has hundreds of parts, and only the few shown are loaded.
 */
interface ValueCandidate {
  id: number;
  status: ProductStatus;
  stock: number;
  moq: number;
  package: string;
  tolerance: string | null;
}

/** Best parts first: on the shelf, with stock for at least the MOQ, matching tolerance, most stock. */
function rankParts(parts: ValueCandidate[], tolerance: string | null): ValueCandidate[] {
  const score = (part: ValueCandidate) =>
    (part.status === ProductStatus.ON_SHELF ? 4 : 0) +
    (part.stock >= Math.max(1, part.moq) ? 2 : 0) +
    (tolerance && part.tolerance === tolerance ? 1 : 0);
  return [...parts].sort((left, right) => score(right) - score(left) || right.stock - left.stock || left.id - right.id);
}

/**
 * Distributors' order codes written before the MPN: LCSC's `C25804 ` (with a separator after it) and the
 * numeric supplier prefixes of Digi-Key and Mouser (`296-`, `595-`). Only tried when the whole text finds no part.
 */
const distributorPrefix = /^(?:C\d{3,8}[\s,;|]+|\d{2,4}-(?=[A-Za-z0-9]))/;

/** The MPN without a distributor's prefix, or null when it has none. */
export function withoutDistributorPrefix(mpn: string): string | null {
  const stripped = mpn.replace(distributorPrefix, '').trim();
  return stripped !== mpn.trim() && stripped.length >= 3 ? stripped : null;
}

/**
 * Matches BOM lines to catalog parts, deterministically: a picked part, then the exact MPN (the catalog's
 * `partsByMpn`, 500 MPNs per call), then value and package for passives, then packaging variants and close MPNs.
 * A part whose package differs from the line's is only ever suggested. A fixed number of queries per 500 lines.
 */
export async function matchLines(
  ctx: RequestContext,
  catalog: CatalogService,
  lines: readonly BomLineData[],
): Promise<LineMatch[]> {
  const mpns = lines.map(lookupMpn);
  const mpnLines = lines.flatMap((line, index) => (mpns[index] && line.productId === null ? [index] : []));
  const mpnMatches = new Map<number, MpnMatch>();
  for (let start = 0; start < mpnLines.length; start += MAX_MPNS_PER_LOOKUP) {
    const chunk = mpnLines.slice(start, start + MAX_MPNS_PER_LOOKUP);
    const found = await catalog.partsByMpn(
      ctx,
      chunk.map((index) => mpns[index]!),
    );
    chunk.forEach((index, position) => mpnMatches.set(index, found[position]!));
  }

  // Lines whose text found no part but reads as a distributor's code and an MPN: the MPN alone, in a second round.
  const prefixed = new Map<number, string>();
  for (const index of mpnLines) {
    const stripped = mpnMatches.get(index)?.exact ? null : withoutDistributorPrefix(mpns[index]!);
    if (stripped) prefixed.set(index, stripped);
  }
  const prefixedLines = [...prefixed.keys()];
  for (let start = 0; start < prefixedLines.length; start += MAX_MPNS_PER_LOOKUP) {
    const chunk = prefixedLines.slice(start, start + MAX_MPNS_PER_LOOKUP);
    const found = await catalog.partsByMpn(
      ctx,
      chunk.map((index) => prefixed.get(index)!),
    );
    chunk.forEach((index, position) => {
      const match = found[position]!;
      if (match.exact || match.candidates.length > 0) {
        mpns[index] = prefixed.get(index)!;
        mpnMatches.set(index, match);
      } else prefixed.delete(index);
    });
  }

  const chosen = await catalog.productsById(ctx, [
    ...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId]))),
  ]);

  const values = lines.map((line, index) =>
    line.productId === null && !mpnMatches.get(index)?.exact ? lineValue(line) : null,
  );
  const packages = lines.map(linePackage);
  const byValue = await partsByValue(ctx, values, packages);

  // Per line, the value candidates to show (best first, the first is the line's part), loaded in one query.
  const valuePicks = lines.map((line, index) => {
    const value = values[index];
    if (!value) return null;
    const wantedPackage = packages[index]!;
    const parts = rankParts(byValue.get(`${value.parameter}:${value.text}`) ?? [], value.tolerance);
    const samePackage = parts.filter((part) => wantedPackage && !partPackagesConflict(wantedPackage, part.package));
    if (wantedPackage && samePackage.length > 0)
      return { samePackage: true, parts: samePackage.slice(0, ALTERNATIVES + 1) };
    return { samePackage: false, parts: parts.slice(0, ALTERNATIVES + 1) };
  });
  const valueParts = await catalog.productsById(ctx, [
    ...new Set(valuePicks.flatMap((pick) => pick?.parts.map((part) => part.id) ?? [])),
  ]);
  const loaded = (parts: ValueCandidate[]) => parts.flatMap((part) => valueParts.get(part.id) ?? []);

  const matches = lines.map((line, index): LineMatch => {
    const wantedPackage = packages[index]!;
    const withPackageCheck = (match: LineMatch): LineMatch =>
      match.product && match.status === 'MATCHED' && packagesConflict(wantedPackage, match.product)
        ? { ...match, status: 'SUGGESTED', reason: 'PACKAGE_MISMATCH' }
        : match;

    if (line.productId !== null) {
      const product = chosen.get(line.productId) ?? null;
      if (product) return withPackageCheck({ status: 'MATCHED', reason: 'CHOSEN', product, alternatives: [] });
    }
    const mpnMatch = mpnMatches.get(index);
    if (mpnMatch?.exact) {
      const reason = prefixed.has(index)
        ? 'DISTRIBUTOR_PREFIX'
        : normalizeMpn(mpns[index]!) === mpnMatch.exact.mpnNormalized
          ? 'EXACT_MPN'
          : 'PACKAGING_SUFFIX';
      return withPackageCheck({
        status: 'MATCHED',
        reason,
        product: mpnMatch.exact,
        alternatives: mpnMatch.candidates.slice(0, ALTERNATIVES),
      });
    }

    const pick = valuePicks[index];
    if (pick) {
      const parts = loaded(pick.parts);
      if (pick.samePackage && parts.length > 0) {
        const otherMaker = line.mpn.trim() !== '' && !parsePassiveValue(line.mpn);
        return {
          status: otherMaker ? 'SUGGESTED' : 'MATCHED',
          reason: otherMaker ? 'OTHER_MAKER' : 'VALUE_AND_PACKAGE',
          product: parts[0]!,
          alternatives: parts.slice(1),
        };
      }
      if (parts.length > 0 && !mpnMatch?.candidates.length) {
        return {
          status: 'SUGGESTED',
          reason: wantedPackage ? 'PACKAGE_MISMATCH' : 'VALUE_ONLY',
          product: parts[0]!,
          alternatives: parts.slice(1),
        };
      }
    }

    const candidates = mpnMatch?.candidates ?? [];
    if (candidates.length > 0) {
      const baseKey = mpnLookupKeys(mpns[index]!).at(-1);
      const variant = candidates.find((part) => baseKey !== undefined && mpnLookupKeys(part.mpn).includes(baseKey));
      const product = variant ?? candidates[0]!;
      return {
        status: 'SUGGESTED',
        reason: variant ? 'PACKAGING_VARIANT' : 'CLOSE_MPN',
        product,
        alternatives: candidates.filter((part) => part !== product).slice(0, ALTERNATIVES),
      };
    }
    return { status: 'UNMATCHED', reason: null, product: null, alternatives: [] };
  });
  return withObsoleteWarnings(ctx, catalog, matches);
}

/**
 * An obsolete part is never simply Matched: the line becomes a suggestion that says so, and parts that could replace
 * it (same category, package and value) that are still made come first among its alternatives. One lookup per
 * obsolete line; BOMs hold few.
 */
async function withObsoleteWarnings(
  ctx: RequestContext,
  catalog: CatalogService,
  matches: LineMatch[],
): Promise<LineMatch[]> {
  return Promise.all(
    matches.map(async (match) => {
      if (match.status !== 'MATCHED' || match.product?.lifecycle !== Lifecycle.OBSOLETE) return match;
      const replacements = (await catalog.alternatives(ctx, match.product, ALTERNATIVES * 2)).filter(
        (part) => part.lifecycle === Lifecycle.ACTIVE,
      );
      const others = match.alternatives.filter((part) => !replacements.some((active) => active.id === part.id));
      return {
        ...match,
        status: 'SUGGESTED',
        reason: 'OBSOLETE',
        alternatives: [...replacements, ...others].slice(0, ALTERNATIVES),
      };
    }),
  );
}

interface CandidateRow {
  name: string;
  value: string;
  id: number | string;
  status: ProductStatus;
  stock: number | string;
  moq: number | string;
  package: string;
  tolerance: string | null;
}

/**
 * Parts by passive value (`capacitance: 100 nF`), keyed `parameter:text`, as the few facts ranking needs, from
 * the `(name, value, product)` index of the parameter table: one query per 50 distinct values. Where every line
 * asking for a value names a chip size, only parts of those sizes are read; a value that finds none of them is
 * read again whole, so a part in another package can still be suggested.
 */
async function partsByValue(
  ctx: RequestContext,
  values: (PassiveValue | null)[],
  packages: (string | null)[],
): Promise<Map<string, ValueCandidate[]>> {
  const wanted = new Map<string, { value: PassiveValue; sizes: Set<string> | null }>();
  values.forEach((value, index) => {
    if (!value) return;
    const key = `${value.parameter}:${value.text}`;
    const size = packages[index] && chipSizes.includes(packages[index]) ? packages[index] : null;
    const entry = wanted.get(key) ?? { value, sizes: new Set<string>() };
    entry.sizes = entry.sizes && size ? entry.sizes.add(size) : null;
    wanted.set(key, entry);
  });
  const result = new Map<string, ValueCandidate[]>();
  const read = async (lookups: { value: PassiveValue; sizes: Set<string> | null }[]) => {
    for (let start = 0; start < lookups.length; start += PARAMETRIC_LOOKUPS_PER_QUERY) {
      const chunk = lookups.slice(start, start + PARAMETRIC_LOOKUPS_PER_QUERY);
      const conditions = chunk.map(({ sizes }) =>
        sizes
          ? `(pp.name = ? AND pp.value = ? AND p.package IN (${[...sizes].map(() => '?').join(', ')}))`
          : '(pp.name = ? AND pp.value = ?)',
      );
      const params = chunk.flatMap(({ value, sizes }) => [value.parameter, value.text, ...(sizes ?? [])]);
      const rows = await ctx.em.getConnection().execute<CandidateRow[]>(
        `SELECT pp.name, pp.value, p.id, p.status, p.stock, p.moq, p.package, t.value AS tolerance
         FROM product_parameter pp
         JOIN product p ON p.id = pp.product_id
         LEFT JOIN product_parameter t ON t.product_id = pp.product_id AND t.name = 'tolerance'
         WHERE ${conditions.join(' OR ')}`,
        params,
        'all',
        ctx.em.getTransactionContext(),
      );
      for (const row of rows) {
        const key = `${row.name}:${row.value}`;
        const candidate: ValueCandidate = {
          id: Number(row.id),
          status: row.status,
          stock: Number(row.stock),
          moq: Number(row.moq),
          package: row.package,
          tolerance: row.tolerance,
        };
        const list = result.get(key);
        if (list) list.push(candidate);
        else result.set(key, [candidate]);
      }
    }
  };
  await read([...wanted.values()]);
  await read(
    [...wanted.entries()]
      .filter(([key, { sizes }]) => sizes && !result.has(key))
      .map(([, entry]) => ({ ...entry, sizes: null })),
  );
  return result;
}

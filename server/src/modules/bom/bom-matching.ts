import type { RequestContext } from '../../platform/auth/index.js';
import { Product, ProductStatus } from '../catalog/catalog.entities.js';
import { MAX_MPNS_PER_LOOKUP, type CatalogService, type MpnMatch } from '../catalog/catalog.service.js';
import { mpnLookupKeys, normalizeMpn } from '../catalog/mpn.js';
import type { BomLineData } from './bom.entities.js';
import { chipSizeIn, packageKey, parsePassiveValue, type PassiveValue } from './passive-values.js';

export type BomLineStatus = 'MATCHED' | 'SUGGESTED' | 'UNMATCHED';

/** Why a line got its part; every Suggested line says why it is only a suggestion. */
export type MatchReason =
  | 'EXACT_MPN'
  | 'PACKAGING_SUFFIX'
  | 'CHOSEN'
  | 'VALUE_AND_PACKAGE'
  | 'PACKAGING_VARIANT'
  | 'CLOSE_MPN'
  | 'OTHER_MAKER'
  | 'PACKAGE_MISMATCH'
  | 'VALUE_ONLY';

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
function packagesConflict(wanted: string | null, product: Product): boolean {
  const actual = packageKey(product.package);
  if (!wanted || !actual) return false;
  return !wanted.includes(actual) && !actual.includes(wanted);
}

/** The value a line gives for a passive part: its value column, else its MPN or description when they read as one. */
function lineValue(line: BomLineData): PassiveValue | null {
  return (
    (line.value && parsePassiveValue(line.value)) ||
    parsePassiveValue(line.mpn) ||
    (line.description && parsePassiveValue(line.description)) ||
    null
  );
}

/** Best parts first: on the shelf, with stock for at least the MOQ, matching tolerance, most stock. */
function rankParts(parts: Product[], tolerance: string | null): Product[] {
  const score = (part: Product) =>
    (part.status === ProductStatus.ON_SHELF ? 4 : 0) +
    (part.stock >= Math.max(1, part.moq) ? 2 : 0) +
    (tolerance && part.parameters.tolerance === tolerance ? 1 : 0);
  return [...parts].sort((left, right) => score(right) - score(left) || right.stock - left.stock || left.id - right.id);
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

  const chosen = await catalog.productsById(ctx, [
    ...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId]))),
  ]);

  const values = lines.map((line, index) =>
    line.productId === null && !mpnMatches.get(index)?.exact ? lineValue(line) : null,
  );
  const byValue = await partsByValue(ctx, values);

  return lines.map((line, index): LineMatch => {
    const wantedPackage = linePackage(line);
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
      const reason = normalizeMpn(mpns[index]!) === mpnMatch.exact.mpnNormalized ? 'EXACT_MPN' : 'PACKAGING_SUFFIX';
      return withPackageCheck({
        status: 'MATCHED',
        reason,
        product: mpnMatch.exact,
        alternatives: mpnMatch.candidates.slice(0, ALTERNATIVES),
      });
    }

    const value = values[index];
    if (value) {
      const parts = rankParts(byValue.get(`${value.parameter}:${value.text}`) ?? [], value.tolerance);
      const samePackage = parts.filter((part) => wantedPackage && !packagesConflict(wantedPackage, part));
      if (wantedPackage && samePackage.length > 0) {
        return {
          status: line.mpn.trim() && !parsePassiveValue(line.mpn) ? 'SUGGESTED' : 'MATCHED',
          reason: line.mpn.trim() && !parsePassiveValue(line.mpn) ? 'OTHER_MAKER' : 'VALUE_AND_PACKAGE',
          product: samePackage[0]!,
          alternatives: samePackage.slice(1, ALTERNATIVES + 1),
        };
      }
      if (parts.length > 0 && !mpnMatch?.candidates.length) {
        return {
          status: 'SUGGESTED',
          reason: wantedPackage ? 'PACKAGE_MISMATCH' : 'VALUE_ONLY',
          product: parts[0]!,
          alternatives: parts.slice(1, ALTERNATIVES + 1),
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
}

/** Parts by passive value (`capacitance: 100 nF`), keyed `parameter:text`; one query per 50 distinct values. */
async function partsByValue(ctx: RequestContext, values: (PassiveValue | null)[]): Promise<Map<string, Product[]>> {
  const wanted = new Map<string, PassiveValue>();
  for (const value of values) if (value) wanted.set(`${value.parameter}:${value.text}`, value);
  const result = new Map<string, Product[]>();
  const distinct = [...wanted.values()];
  for (let start = 0; start < distinct.length; start += PARAMETRIC_LOOKUPS_PER_QUERY) {
    const chunk = distinct.slice(start, start + PARAMETRIC_LOOKUPS_PER_QUERY);
    const parts = await ctx.em.find(
      Product,
      { $or: chunk.map((value) => ({ parameters: { [value.parameter]: value.text } })) },
      { populate: ['manufacturer', 'category'] },
    );
    for (const part of parts) {
      for (const value of chunk) {
        if (part.parameters[value.parameter] !== value.text) continue;
        const key = `${value.parameter}:${value.text}`;
        result.set(key, [...(result.get(key) ?? []), part]);
      }
    }
  }
  return result;
}

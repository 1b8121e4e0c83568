import type { RequestContext } from '../../platform/auth/index.js';
import { readRows } from '../../platform/db/bound-statements.js';
import { Lifecycle, ProductStatus } from '../catalog/catalog.public.js';
import type { MpnMatch } from '../catalog/catalog-views.js';
import { MAX_MPNS_PER_LOOKUP, type CatalogService } from '../catalog/catalog.service.js';
import type { ProductDetail } from '../catalog/product-reader.js';
import { mpnLookupKeys, normalizeMpn, withoutDistributorPrefix } from '../catalog/mpn.js';
import type { BomLineData } from './bom.entities.js';
import {
  chipSizeIn,
  chipSizes,
  packageKey,
  parsePassiveValue,
  type PassiveParameter,
  type PassiveValue,
} from '../catalog/values/part-values.js';

export type BomLineStatus = 'MATCHED' | 'SUGGESTED' | 'UNMATCHED' | 'EXCLUDED';

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
  | 'PARAMETERS_ASSUMED'
  | 'OBSOLETE';

/**
 * The parameters that decide which part a value-only line means, beside its value: a capacitor needs its package,
 * voltage and dielectric, a resistor its package and tolerance. A part chosen without one of them is a guess.
 */
export type DecidingParameter = 'package' | 'voltage' | 'dielectric' | 'tolerance';
const decidingParameters: Record<PassiveParameter, DecidingParameter[]> = {
  capacitance: ['package', 'voltage', 'dielectric'],
  resistance: ['package', 'tolerance'],
  inductance: ['package'],
};

/**
 * A part as the matcher hands it on: plain data read in one joined query, not an entity. A 5,000-line BOM holds tens
 * of thousands of parts and candidates; as entities in the request's identity map they (and their hydration) took
 * most of the server's peak memory.
 */
export type BomPart = ProductDetail;

export interface LineMatch {
  status: BomLineStatus;
  reason: MatchReason | null;
  product: BomPart | null;
  /** Other parts the buyer may pick instead, best first. */
  alternatives: BomPart[];
  /** For a part chosen by value: the deciding parameters the BOM did not give, or that the part does not meet. */
  assumptions: DecidingParameter[];
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

const packagesConflict = (wanted: string | null, part: BomPart) => partPackagesConflict(wanted, part.product.package);

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
  voltage: number | null;
  dielectric: string | null;
}

/** The voltage, dielectric and tolerance a line's texts give (`100nF 50V X7R`, `10k 1%`), each null when absent. */
interface LineRatings {
  voltage: number | null;
  dielectric: string | null;
  tolerance: string | null;
}

/** Class II and I ceramics as datasheets name them; NP0 (and the common misspelling NPO) is C0G. */
const dielectricPattern = /(?:^|[^A-Za-z0-9])(C0G|COG|NP0|NPO|X5R|X6S|X7R|X7S|X7T|X8R|Y5V|Z5U)(?=$|[^A-Za-z0-9])/i;

function dielectricOf(text: string): string | null {
  const found = dielectricPattern.exec(text)?.[1]?.toUpperCase();
  if (!found) return null;
  return ['COG', 'NP0', 'NPO'].includes(found) ? 'C0G' : found;
}

/** Volts in a text (`50V`, `6.3 V`, `1kV`); a catalog's `50 V` reads the same. */
function voltsOf(text: string): number | null {
  const match = /(?:^|[^A-Za-z0-9.])(\d+(?:[.,]\d+)?)\s*(k?)V(?:DC)?(?=$|[^A-Za-z0-9])/i.exec(text);
  if (!match) return null;
  return Number(match[1]!.replace(',', '.')) * (match[2] ? 1000 : 1);
}

function lineRatings(line: BomLineData, value: PassiveValue): LineRatings {
  const text = `${line.value} ${line.description} ${line.mpn}`;
  const percent = /±?\s*(\d+(?:\.\d+)?)\s*%/.exec(text);
  return {
    voltage: voltsOf(text),
    dielectric: dielectricOf(text),
    tolerance: value.tolerance ?? (percent ? `±${Number(percent[1])}%` : null),
  };
}

/** The deciding parameters of a value line that its BOM does not give or `part` does not meet. */
function assumedParameters(
  kind: PassiveParameter,
  ratings: LineRatings,
  wantedPackage: string | null,
  part: ValueCandidate | undefined,
): DecidingParameter[] {
  // A tolerance the line gives binds whatever the kind (a capacitor's `5%`), though a capacitor may omit it.
  const checked: DecidingParameter[] =
    ratings.tolerance !== null && !decidingParameters[kind].includes('tolerance')
      ? [...decidingParameters[kind], 'tolerance']
      : decidingParameters[kind];
  return checked.filter((parameter) => {
    switch (parameter) {
      case 'package':
        return !wantedPackage || !part || partPackagesConflict(wantedPackage, part.package);
      case 'voltage':
        return ratings.voltage === null || part?.voltage === null || (part?.voltage ?? 0) < ratings.voltage;
      case 'dielectric':
        return ratings.dielectric === null || part?.dielectric !== ratings.dielectric;
      case 'tolerance':
        return ratings.tolerance === null || part?.tolerance !== ratings.tolerance;
    }
  });
}

/**
 * Best parts first: on the shelf, meeting every deciding parameter the line gives, with stock for at least the
 * MOQ, then most stock.
 */
function rankParts(parts: ValueCandidate[], kind: PassiveParameter, ratings: LineRatings): ValueCandidate[] {
  const meets = (part: ValueCandidate) =>
    assumedParameters(kind, ratings, null, part).filter(
      (parameter) => parameter !== 'package' && ratings[parameter] !== null,
    ).length === 0;
  // Scored once per part, not per comparison: a common value has hundreds of parts.
  const scores = new Map(
    parts.map((part) => [
      part,
      (part.status === ProductStatus.ON_SHELF ? 4 : 0) +
        (meets(part) ? 2 : 0) +
        (part.stock >= Math.max(1, part.moq) ? 1 : 0),
    ]),
  );
  const score = (part: ValueCandidate) => scores.get(part)!;
  return [...parts].sort((left, right) => score(right) - score(left) || right.stock - left.stock || left.id - right.id);
}

/**
 * Matches BOM lines to catalog parts, deterministically: a picked part, then the exact MPN (the catalog's
 * `partDetailsByMpn`, 500 MPNs per call), then value and package for passives, then packaging variants and close
 * MPNs. A part whose package differs from the line's is only ever suggested. A fixed number of queries per 500 lines.
 */
export async function matchLines(
  ctx: RequestContext,
  catalog: CatalogService,
  lines: readonly BomLineData[],
): Promise<LineMatch[]> {
  const mpns = lines.map(lookupMpn);
  const mpnLines = lines.flatMap((line, index) => (mpns[index] && line.productId === null ? [index] : []));
  const mpnMatches = new Map<number, MpnMatch<BomPart>>();
  for (let start = 0; start < mpnLines.length; start += MAX_MPNS_PER_LOOKUP) {
    const chunk = mpnLines.slice(start, start + MAX_MPNS_PER_LOOKUP);
    const found = await catalog.partDetailsByMpn(
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
    const found = await catalog.partDetailsByMpn(
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

  const chosen = await catalog.partDetailsById(ctx, [
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
    const ratings = lineRatings(line, value);
    const parts = rankParts(byValue.get(`${value.parameter}:${value.text}`) ?? [], value.parameter, ratings);
    const assumptions = (part: ValueCandidate | undefined) =>
      assumedParameters(value.parameter, ratings, wantedPackage, part);
    const samePackage = parts.filter((part) => wantedPackage && !partPackagesConflict(wantedPackage, part.package));
    if (wantedPackage && samePackage.length > 0)
      return { samePackage: true, parts: samePackage.slice(0, ALTERNATIVES + 1), assumed: assumptions(samePackage[0]) };
    return { samePackage: false, parts: parts.slice(0, ALTERNATIVES + 1), assumed: assumptions(parts[0]) };
  });
  const valueParts = await catalog.partDetailsById(ctx, [
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
      if (product)
        return withPackageCheck({ status: 'MATCHED', reason: 'CHOSEN', product, alternatives: [], assumptions: [] });
    }
    const mpnMatch = mpnMatches.get(index);
    if (mpnMatch?.exact) {
      const reason = prefixed.has(index)
        ? 'DISTRIBUTOR_PREFIX'
        : normalizeMpn(mpns[index]!) === normalizeMpn(mpnMatch.exact.product.mpn)
          ? 'EXACT_MPN'
          : 'PACKAGING_SUFFIX';
      return withPackageCheck({
        status: 'MATCHED',
        reason,
        product: mpnMatch.exact,
        alternatives: mpnMatch.candidates.slice(0, ALTERNATIVES),
        assumptions: [],
      });
    }

    const pick = valuePicks[index];
    if (pick) {
      const parts = loaded(pick.parts);
      if (pick.samePackage && parts.length > 0) {
        // JLCPCB's BOMs name LCSC's order code (`C25804`) where an MPN would be: not another maker's part.
        const otherMaker =
          line.mpn.trim() !== '' && !parsePassiveValue(line.mpn) && !/^C\d{3,8}$/i.test(line.mpn.trim());
        const assumed = pick.assumed.length > 0;
        return {
          status: otherMaker || assumed ? 'SUGGESTED' : 'MATCHED',
          reason: otherMaker ? 'OTHER_MAKER' : assumed ? 'PARAMETERS_ASSUMED' : 'VALUE_AND_PACKAGE',
          product: parts[0]!,
          alternatives: parts.slice(1),
          assumptions: pick.assumed,
        };
      }
      if (parts.length > 0 && !mpnMatch?.candidates.length) {
        return {
          status: 'SUGGESTED',
          reason: wantedPackage ? 'PACKAGE_MISMATCH' : 'VALUE_ONLY',
          product: parts[0]!,
          alternatives: parts.slice(1),
          assumptions: pick.assumed,
        };
      }
    }

    const candidates = mpnMatch?.candidates ?? [];
    if (candidates.length > 0) {
      const baseKey = mpnLookupKeys(mpns[index]!).at(-1);
      const variant = candidates.find(
        (part) => baseKey !== undefined && mpnLookupKeys(part.product.mpn).includes(baseKey),
      );
      const product = variant ?? candidates[0]!;
      return {
        status: 'SUGGESTED',
        reason: variant ? 'PACKAGING_VARIANT' : 'CLOSE_MPN',
        product,
        alternatives: candidates.filter((part) => part !== product).slice(0, ALTERNATIVES),
        assumptions: [],
      };
    }
    return { status: 'UNMATCHED', reason: null, product: null, alternatives: [], assumptions: [] };
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
      if (match.status !== 'MATCHED' || match.product?.product.lifecycle !== Lifecycle.OBSOLETE) return match;
      const replacements = (await catalog.alternativeDetails(ctx, match.product, ALTERNATIVES * 2)).filter(
        (part) => part.product.lifecycle === Lifecycle.ACTIVE,
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
  voltage: string | null;
  dielectric: string | null;
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
      const rows = await readRows<CandidateRow>(
        ctx.em,
        `SELECT pp.name, pp.value, p.id, p.status, p.stock, p.moq, p.package, t.value AS tolerance,
           v.value AS voltage, d.value AS dielectric
         FROM product_parameter pp
         JOIN product p ON p.id = pp.product_id
         LEFT JOIN product_parameter t ON t.product_id = pp.product_id AND t.name = 'tolerance'
         LEFT JOIN product_parameter v ON v.product_id = pp.product_id AND v.name = 'voltageRating'
         LEFT JOIN product_parameter d ON d.product_id = pp.product_id AND d.name = 'dielectric'
         WHERE ${conditions.join(' OR ')}`,
        params,
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
          voltage: row.voltage === null ? null : voltsOf(row.voltage),
          dielectric: row.dielectric === null ? null : dielectricOf(row.dielectric),
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

/**
 * BOM benchmarks through the public BOM API: a CSV upload parsed by `POST /api/bom/parse`, then matched and
 * priced by GraphQL `matchBom` with the fields the quote table shows, timed together. The BOMs are labelled:
 * built from parts sampled out of the catalog under test with the noise real BOMs carry, so the same run
 * reports matching accuracy by kind of noise.
 */
import { spreadParts } from './catalog-db.mjs';
import { graphqlCall } from './shoppers.mjs';

/**
 * Kinds of noise, in the order lines cycle through them. Round 2 of the BOM tool added `dnp` (marked do-not-place
 * in a DNP column: right when excluded), `thousands` (the quantity written `1,000`: right when read as 1000) and
 * `value-full` (a passive written with every deciding parameter: value, size, and voltage and dielectric or
 * tolerance); `value` lines give less, and only those that still name every deciding parameter may be Matched.
 */
export const NOISE_KINDS = [
  'exact',
  'suffix',
  'prefix',
  'case',
  'separators',
  'value',
  'value-full',
  'dnp',
  'thousands',
  'absent',
];

const suffixes = ['-TR', '/TR', '#PBF', '-ND'];
const chipSizes = ['01005', '0201', '0402', '0603', '0805', '1206', '1210', '1812', '2010', '2512'];

/** A small deterministic generator, so a run's BOM is the same next time. */
function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (below) => Math.floor(next() * below), pick: (list) => list[Math.floor(next() * list.length)] };
}

const parametersOf = (row) => (typeof row.parameters === 'string' ? JSON.parse(row.parameters) : row.parameters);
export const normalizeMpn = (mpn) => mpn.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The catalog's `100 nF` / `4.7 kΩ` written as BOMs write it: `100nF`, `0.1uF`, `4k7`, `4.7K`, `10k`. */
function bomValue(text, random) {
  const match = /^([\d.]+) ([pnµmkMG]?)(F|Ω|H)$/.exec(text);
  if (!match) return null;
  const [, number, prefix, unit] = match;
  const ascii = prefix === 'µ' ? 'u' : prefix;
  if (unit === 'F') {
    const nano = Number(number) * { p: 1e-3, n: 1, u: 1e3, m: 1e6, '': 1e9 }[ascii];
    if (ascii === 'n' && nano >= 100 && random.next() < 0.5) return `${Number((nano / 1000).toPrecision(3))}uF`;
    return random.next() < 0.5 ? `${number}${ascii}F` : `${number}${ascii}`;
  }
  if (unit === 'Ω') {
    const letter = ascii === '' ? 'R' : ascii;
    if (number.includes('.') && random.next() < 0.5) return number.replace('.', letter); // RKM: 4k7, 4R7
    if (ascii === '') return random.next() < 0.5 ? `${number}R` : `${number}Ω`;
    // Milliohms (current sense) always carry their unit: a bare `m` or `M` is read as megohms.
    if (ascii === 'm') return random.next() < 0.5 ? `${number}mR` : `${number}mΩ`;
    return random.next() < 0.5 ? `${number}${ascii}` : `${number}${ascii.toUpperCase()}`;
  }
  return `${number}${ascii}H`;
}

/** Separators a person or a CAD library put into an MPN: a space or dash at one or two places. */
function withSeparators(mpn, random) {
  const places = new Set([1 + random.int(mpn.length - 1), 1 + random.int(mpn.length - 1)]);
  return [...mpn].map((character, index) => (places.has(index) ? random.pick([' ', '-']) : '') + character).join('');
}

/** Letters naming line `index` (`A`, `B` ... `AA`), so that each line's designators are its own and countable. */
function designatorPrefix(index) {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return `X${name}`;
}

/** `XAB1-XAB5` for five parts: designators that agree with the quantity, as CAD exports write them. */
function designatorsFor(index, quantity) {
  const prefix = designatorPrefix(index);
  return quantity === 1 ? `${prefix}1` : `${prefix}1-${prefix}${quantity}`;
}

/**
 * A labelled BOM of `count` lines from the catalog: each line carries the noise kind and what a correct match
 * is (the part's normalized MPN, or value, tolerance and package for a passive written as its value; whether
 * the line must be excluded; the quantity it means).
 */
export async function labelledBom(catalog, count, seed = 7) {
  const random = randomSource(seed);
  const rows = await spreadParts(catalog, count, 'p.id, p.mpn, p.package, p.parameters, b.name AS brand');
  const passives = rows.filter((row) => {
    const parameters = parametersOf(row);
    return (parameters.resistance || parameters.capacitance) && chipSizes.includes(row.package);
  });
  // Lines giving every deciding parameter need a capacitor's voltage and dielectric or a resistor's tolerance.
  const decidable = passives.filter((row) => {
    const parameters = parametersOf(row);
    return parameters.capacitance
      ? parameters.voltageRating && parameters.dielectric
      : parameters.tolerance?.endsWith('%');
  });
  const lines = [];
  for (let index = 0; index < count; index += 1) {
    let kind = NOISE_KINDS[index % NOISE_KINDS.length];
    if (kind === 'value' && passives.length === 0) kind = 'exact';
    if (kind === 'value-full' && decidable.length === 0) kind = 'exact';
    const row =
      kind === 'value'
        ? passives[index % passives.length]
        : kind === 'value-full'
          ? decidable[index % decidable.length]
          : rows[index % rows.length];
    // `1,000` is as many designators as one range may count (designators.ts), so the two still agree.
    const quantity = kind === 'thousands' ? 1000 : 1 + random.int(10);
    const designators = designatorsFor(index, quantity);
    const line = {
      designators,
      quantity,
      mpn: row.mpn,
      manufacturer: row.brand,
      value: '',
      package: row.package,
      dnp: '',
    };
    const label = { kind, mpn: normalizeMpn(row.mpn), quantity, decided: true, excluded: false };
    if (kind === 'dnp') {
      line.dnp = 'DNP';
      label.excluded = true;
    }
    if (kind === 'thousands') line.quantity = '1,000';
    if (kind === 'suffix') line.mpn = `${row.mpn}${random.pick(suffixes)}`;
    if (kind === 'prefix')
      line.mpn = random.next() < 0.5 ? `C${1000 + random.int(900_000)} ${row.mpn}` : `296-${row.mpn}`;
    if (kind === 'case') line.mpn = row.mpn.toLowerCase();
    if (kind === 'separators') line.mpn = withSeparators(row.mpn, random);
    if (kind === 'absent') {
      line.mpn = `ZQX${random.int(1e6)}${random.pick(['A', 'B', 'C'])}-${random.int(100)}`;
      line.manufacturer = '';
      label.mpn = null;
    }
    if (kind === 'value' || kind === 'value-full') {
      const parameters = parametersOf(row);
      const parameter = parameters.capacitance ? 'capacitance' : 'resistance';
      const value = bomValue(parameters[parameter], random) ?? parameters[parameter];
      const full = kind === 'value-full';
      const tolerance =
        (full || random.next() < 0.5) && parameters.tolerance?.endsWith('%') ? parameters.tolerance : null;
      const ratings =
        full && parameter === 'capacitance'
          ? ` ${parameters.voltageRating.replace(/\s+/g, '')} ${parameters.dielectric}`
          : '';
      const withTolerance = `${tolerance ? `${value} ${tolerance.replace('±', '')}` : value}${ratings}`;
      label.decided = parameter === 'resistance' ? tolerance !== null : full;
      Object.assign(line, { mpn: '', manufacturer: '' });
      // Half write the size into the value (`100nF 0603`), half give a CAD footprint (`C_0603_1608Metric`).
      if (random.next() < 0.5) Object.assign(line, { value: `${withTolerance} ${row.package}`, package: '' });
      else {
        const footprint = `${parameter === 'capacitance' ? 'C' : 'R'}_${row.package}_Metric`;
        Object.assign(line, { value: withTolerance, package: footprint });
      }
      Object.assign(label, {
        mpn: null,
        parameter,
        text: parameters[parameter],
        tolerance,
        package: row.package,
        ...(full &&
          parameter === 'capacitance' && {
            voltage: parameters.voltageRating,
            dielectric: parameters.dielectric,
          }),
      });
    }
    lines.push({ line, label });
  }
  return lines;
}

const csvCell = (text) => `"${String(text).replaceAll('"', '""')}"`;

/** The BOM as a KiCad-like CSV export, with KiCad's DNP column. */
export function bomCsv(lines) {
  const header = ['Designator', 'Qty', 'MPN', 'Manufacturer', 'Value', 'Footprint', 'DNP'];
  const body = lines.map(({ line }) =>
    [line.designators, line.quantity, line.mpn, line.manufacturer, line.value, line.package, line.dnp]
      .map(csvCell)
      .join(','),
  );
  return `${[header.map(csvCell).join(','), ...body].join('\r\n')}\r\n`;
}

const matchBomMutation = `mutation BenchMatchBom($input: BomLinesInput!) {
  matchBom(input: $input) {
    quote {
      boards totalFen matchedCount suggestedCount unmatchedCount excludedCount
      lines {
        status reason
        line { reference mpn value package designators quantity quantityIssue exclusion }
        product { id mpn package stock leadTimeDays manufacturer { id name } }
        alternatives { id mpn package manufacturer { id name } }
        requiredQuantity orderQuantity priceBreak { minQty unitPriceMilli } lineTotalFen
        nextBreakHint { quantity }
      }
    }
    userErrors { code message }
  }
}`;

/** Upload, parse, match and price one BOM as the browser does; answers the quote and the seconds taken. */
export async function quoteBom(url, token, csv) {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-bom.csv');
  const response = await fetch(`${url}/api/bom/parse`, {
    method: 'POST',
    headers: { 'user-token': token },
    body: form,
  });
  const parsed = await response.json();
  if (parsed.code !== 1) throw new Error(`BOM parse answered ${JSON.stringify(parsed).slice(0, 500)}`);
  const parsedAt = performance.now();
  const lines = parsed.data.lines.map((line) => ({
    reference: line.reference,
    mpn: line.mpn,
    manufacturer: line.manufacturer,
    quantity: line.quantity,
    designators: line.designators,
    value: line.value,
    package: line.package,
    description: line.description,
    // Only what differs from the defaults, as the page sends them: 5,000 lines must fit in a 1 MB request.
    ...(line.quantityIssue && { quantityIssue: line.quantityIssue, quantityText: line.quantityText }),
    ...(line.exclusion && { exclusion: line.exclusion }),
  }));
  const data = await graphqlCall(url, matchBomMutation, { input: { boards: 1, lines } }, token);
  if (data.matchBom.userErrors.length) throw new Error(`matchBom refused: ${JSON.stringify(data.matchBom.userErrors)}`);
  const done = performance.now();
  return {
    quote: data.matchBom.quote,
    lineCount: lines.length,
    parseSeconds: (parsedAt - started) / 1000,
    seconds: (done - started) / 1000,
  };
}

/**
 * Sorts each quoted line by its label: matched or suggested, each right or wrong (a part that is not the one
 * meant, or any part for an absent one), unmatched, or excluded. Passive lines are right when the part has the
 * value, package and (when given) tolerance, voltage and dielectric asked for; a Matched value line that did not
 * give every deciding parameter is wrong however well it guessed (it would be bought by "add all matched"); a line
 * whose quantity was misread or flagged is wrong; a DNP line is right only when excluded.
 */
export async function accuracy(catalog, labelled, quote) {
  const byDesignators = new Map(labelled.map((entry) => [entry.line.designators, entry.label]));
  const ids = [...new Set(quote.lines.flatMap((line) => (line.product ? [Number(line.product.id)] : [])))];
  const parts = new Map();
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const rows = await catalog.query(
      `SELECT id, mpn, package, parameters FROM product WHERE id IN (${chunk.map(() => '?').join(', ')})`,
      chunk,
    );
    for (const row of rows) parts.set(Number(row.id), { ...row, parameters: parametersOf(row) });
  }
  const right = (label, product) => {
    if (!product) return false;
    const part = parts.get(Number(product.id));
    if (label.mpn) return normalizeMpn(part.mpn) === label.mpn;
    if (!label.parameter) return false;
    const volts = (text) => Number.parseFloat(String(text ?? '').replace(',', '.'));
    return (
      part.parameters[label.parameter] === label.text &&
      part.package === label.package &&
      (!label.tolerance || part.parameters.tolerance === label.tolerance) &&
      (!label.voltage || volts(part.parameters.voltageRating) >= volts(label.voltage)) &&
      (!label.dielectric || part.parameters.dielectric === label.dielectric)
    );
  };
  const kinds = new Map(
    NOISE_KINDS.map((kind) => [
      kind,
      {
        lines: 0,
        matchedRight: 0,
        suggestedRight: 0,
        matchedWrong: 0,
        suggestedWrong: 0,
        unmatched: 0,
        excluded: 0,
      },
    ]),
  );
  const lost = [];
  for (const quoted of quote.lines) {
    const label = byDesignators.get(quoted.line.designators);
    if (!label) {
      lost.push(quoted.line.designators);
      continue;
    }
    const tally = kinds.get(label.kind);
    tally.lines += 1;
    const quantityRight = quoted.line.quantity === label.quantity && !quoted.line.quantityIssue;
    if (quoted.status === 'EXCLUDED') tally.excluded += 1;
    else if (quoted.status === 'UNMATCHED') tally.unmatched += 1;
    else if (quoted.status === 'MATCHED') {
      const bought = !label.excluded && label.decided && quantityRight && right(label, quoted.product);
      tally[bought ? 'matchedRight' : 'matchedWrong'] += 1;
    } else tally[!label.excluded && right(label, quoted.product) ? 'suggestedRight' : 'suggestedWrong'] += 1;
  }
  const missing = labelled.length - quote.lines.length + lost.length;
  return { kinds: [...kinds.entries()].map(([kind, tally]) => ({ kind, ...tally })), missing };
}

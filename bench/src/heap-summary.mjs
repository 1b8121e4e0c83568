/**
 * What a V8 heap snapshot (.heapsnapshot) holds, by constructor: the count and self size of every object of each
 * constructor (other node kinds under their kind, such as `(string)` or `(compiled code)`). The file is read as a
 * stream, keeping only the nodes' type, name and size and the names used, since a snapshot of a few hundred MiB
 * would not fit in one string. Self size only: retained sizes need the dominator tree, which Chrome DevTools
 * computes when a snapshot from HEAP_SNAPSHOT_DIR is opened there.
 *
 *   node bench/src/heap-summary.mjs <file.heapsnapshot> [<later.heapsnapshot>]
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Reads the nodes and the strings their names use; answers `{ byName: Map<name, { count, bytes }> }`. */
export async function summariseHeapSnapshot(file) {
  let stage = 'header';
  let text = '';
  let fieldCount = 0;
  let typeField = 0;
  let nameField = 0;
  let sizeField = 0;
  let types = [];
  let nodeTypes;
  let nodeNames;
  let nodeSizes;
  let field = 0;
  let nodeIndex = 0;
  let number = 0;
  let inNumber = false;
  // strings
  let stringIndex = 0;
  let inString = false;
  let escaped = false;
  let raw = '';
  let wanted;
  const strings = new Map();

  const takeNumber = () => {
    if (!inNumber) return;
    if (field === typeField) nodeTypes[nodeIndex] = number;
    else if (field === nameField) nodeNames[nodeIndex] = number;
    else if (field === sizeField) nodeSizes[nodeIndex] = number;
    field += 1;
    if (field === fieldCount) {
      field = 0;
      nodeIndex += 1;
    }
    number = 0;
    inNumber = false;
  };

  /** Takes the next piece of the file, whatever part of it the piece falls in. */
  function feed(piece) {
    let rest = piece;
    while (rest.length > 0) {
      if (stage === 'header') {
        text += rest;
        const at = text.search(/,\s*"nodes"\s*:\s*\[/);
        if (at < 0) return;
        readMeta(JSON.parse(`${text.slice(0, at)}}`).snapshot);
        rest = text.slice(text.indexOf('[', at) + 1);
        text = '';
        stage = 'nodes';
      } else if (stage === 'nodes') {
        const end = parseNodes(rest);
        if (end === undefined) return;
        rest = rest.slice(end);
        stage = 'between';
      } else if (stage === 'between') {
        // Edges and traces lie between the nodes and the strings; only the strings' start is looked for.
        text = text.slice(-16) + rest;
        const at = text.search(/"strings"\s*:\s*\[/);
        if (at < 0) return;
        rest = text.slice(text.indexOf('[', at) + 1);
        wanted = new Set(nodeNames);
        stage = 'strings';
      } else if (stage === 'strings') {
        parseStrings(rest);
        return;
      } else {
        return;
      }
    }
  }

  function readMeta(meta) {
    const fields = meta.meta.node_fields;
    fieldCount = fields.length;
    typeField = fields.indexOf('type');
    nameField = fields.indexOf('name');
    sizeField = fields.indexOf('self_size');
    types = meta.meta.node_types[typeField];
    nodeTypes = new Uint8Array(meta.node_count);
    nodeNames = new Uint32Array(meta.node_count);
    nodeSizes = new Float64Array(meta.node_count);
  }

  for await (const chunk of fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) feed(chunk);

  /** Reads node numbers from `part`; answers where the nodes array ended in it, or undefined when it goes on. */
  function parseNodes(part) {
    for (let i = 0; i < part.length; i += 1) {
      const code = part.charCodeAt(i);
      if (code >= 48 && code <= 57) {
        number = number * 10 + (code - 48);
        inNumber = true;
      } else if (code === 93) {
        takeNumber();
        return i + 1;
      } else {
        takeNumber();
      }
    }
    return undefined;
  }

  function parseStrings(part) {
    for (let i = 0; i < part.length; i += 1) {
      const char = part[i];
      if (!inString) {
        if (char === '"') {
          inString = true;
          raw = '';
        } else if (char === ']') {
          stage = 'done';
          return;
        }
        continue;
      }
      if (escaped) {
        escaped = false;
        if (wanted.has(stringIndex)) raw += char;
        continue;
      }
      if (char === '\\') {
        escaped = true;
        if (wanted.has(stringIndex)) raw += char;
        continue;
      }
      if (char === '"') {
        if (wanted.has(stringIndex)) strings.set(stringIndex, JSON.parse(`"${raw}"`));
        inString = false;
        stringIndex += 1;
        continue;
      }
      if (wanted.has(stringIndex)) raw += char;
    }
  }

  const byName = new Map();
  for (let node = 0; node < nodeIndex; node += 1) {
    const type = types[nodeTypes[node]];
    const name = type === 'object' || type === 'native' ? (strings.get(nodeNames[node]) ?? '?') : `(${type})`;
    const entry = byName.get(name) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += nodeSizes[node];
    byName.set(name, entry);
  }
  return { byName, nodes: nodeIndex };
}

/** Rows by constructor, largest at the end first: `{ name, warmCount, warmBytes, endCount, endBytes }`. */
export function compareSummaries(warm, end) {
  const names = new Set([...warm.byName.keys(), ...end.byName.keys()]);
  return [...names]
    .map((name) => {
      const before = warm.byName.get(name) ?? { count: 0, bytes: 0 };
      const after = end.byName.get(name) ?? { count: 0, bytes: 0 };
      return { name, warmCount: before.count, warmBytes: before.bytes, endCount: after.count, endBytes: after.bytes };
    })
    .sort((a, b) => b.endBytes - a.endBytes);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [first, second] = process.argv.slice(2);
  if (!first) {
    console.error('Usage: node bench/src/heap-summary.mjs <file.heapsnapshot> [<later.heapsnapshot>]');
    process.exit(2);
  }
  const warm = await summariseHeapSnapshot(first);
  const end = second ? await summariseHeapSnapshot(second) : warm;
  for (const row of compareSummaries(warm, end).slice(0, 25)) {
    const mib = (bytes) => (bytes / 2 ** 20).toFixed(1).padStart(7);
    console.log(
      `${row.name.slice(0, 50).padEnd(50)} ${mib(row.warmBytes)} -> ${mib(row.endBytes)} MiB  ${row.endCount}`,
    );
  }
}

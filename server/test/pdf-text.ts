import { inflateSync } from 'node:zlib';

/**
 * A small PDF text reader for tests: enough of PDF to read what pdfkit writes. It inflates the streams,
 * reads each font's ToUnicode map, and decodes the text shown with `Tj`/`TJ` in the content streams,
 * one text run per line. Not a general PDF parser.
 */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (const match of source.matchAll(objectPattern)) {
    const body = match[2]!;
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    let start = streamAt + 'stream'.length;
    if (body[start] === '\r') start++;
    if (body[start] === '\n') start++;
    const end = body.lastIndexOf('endstream');
    let data = Buffer.from(body.slice(start, end), 'latin1');
    if (/\/FlateDecode/.test(dict)) data = inflateSync(data);
    objects.set(Number(match[1]), { dict, stream: data });
  }
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict)?.[1] ?? -1);

  // Font resource name (F1 ...) -> code -> text, from each page's /Font dictionary.
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    if (!fontDict) continue;
    for (const [, name, id] of fontDict.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const toUnicode = font && objects.get(ref(font.dict, 'ToUnicode'))?.stream;
      if (toUnicode) fonts.set(name!, cmapOf(toUnicode.toString('latin1')));
    }
  }

  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (
      !stream ||
      /\/(Subtype|Type)\s*\/(CIDFontType0C|FontFile|XObject|Metadata)/.test(dict) ||
      /CIDInit/.test(stream.toString('latin1', 0, 200))
    ) {
      continue;
    }
    const content = stream.toString('latin1');
    if (!/\bBT\b/.test(content)) continue;
    let font: Map<string, string> | undefined;
    for (const token of content.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|(\[(?:[^\]\\]|\\.)*\])\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      if (token[1]) {
        font = fonts.get(token[1]);
        continue;
      }
      const shown = token[2] ?? token[3]!;
      let text = '';
      for (const [, hex, gap] of shown.matchAll(/<([0-9a-fA-F]*)>|(-?\d+(?:\.\d+)?)/g)) {
        if (hex !== undefined) {
          for (let at = 0; at < hex.length; at += 4) text += font?.get(hex.slice(at, at + 4).toLowerCase()) ?? '';
        } else if (gap !== undefined && Number(gap) < -250) {
          text += ' ';
        }
      }
      lines.push(text);
    }
  }
  return lines.join('\n');
}

/** A ToUnicode CMap's `bfchar` and `bfrange` entries as code -> text (2-byte codes). */
function cmapOf(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => {
    const units: number[] = [];
    for (let at = 0; at < hex.length; at += 4) units.push(parseInt(hex.slice(at, at + 4), 16));
    return String.fromCharCode(...units);
  };
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(code!.toLowerCase().padStart(4, '0'), utf16(text!));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of block!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      const targets = target!.startsWith('[') ? [...target!.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]!) : null;
      for (let code = first; code <= last; code++) {
        const key = code.toString(16).padStart(4, '0');
        if (targets) {
          const text = targets[code - first];
          if (text) map.set(key, utf16(text));
        } else {
          const base = parseInt(target!.slice(1, -1), 16);
          map.set(key, String.fromCharCode(base + code - first));
        }
      }
    }
  }
  return map;
}

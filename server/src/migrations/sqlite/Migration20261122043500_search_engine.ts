import { Migration } from '@mikro-orm/migrations';

/**
 * Each part's search text now carries its maker's name too, so one full-text match answers "Texas regulator"
 * or "Yageo 0603" instead of one extra lookup per maker whose name has one of the words (those lookups walked
 * every part having the other words: "chip resistor" read 50,000 resistors to find no Microchip part).
 * Renaming a maker rewrites its parts' text. Written by hand like the search migration it extends.
 */
const searchText = (row: string, withMaker: boolean) =>
  `${row}.\`mpn\` || ' ' || ` +
  (withMaker
    ? `coalesce((select \`name\` from \`brand\` where \`brand\`.\`id\` = ${row}.\`manufacturer_id\`), '') || ' ' || `
    : '') +
  `${row}.\`package\` || ' ' || ` +
  `coalesce((select group_concat(\`value\`, ' ') from json_each(${row}.\`description\`)), '') || ' ' || ` +
  `coalesce((select group_concat(\`value\`, ' ') from json_each(${row}.\`parameters\`)), '')`;

function searchTriggers(withMaker: boolean): string[] {
  const updatedColumns = withMaker
    ? '`mpn`, `manufacturer_id`, `package`, `description`, `parameters`'
    : '`mpn`, `package`, `description`, `parameters`';
  return [
    `create trigger \`product_search_insert\` after insert on \`product\` begin insert into \`product_search\` (\`rowid\`, \`words\`) values (new.\`id\`, ${searchText('new', withMaker)}); end;`,
    `create trigger \`product_search_update\` after update of ${updatedColumns} on \`product\` begin update \`product_search\` set \`words\` = ${searchText('new', withMaker)} where \`rowid\` = new.\`id\`; end;`,
  ];
}

const rebuild = (withMaker: boolean) => [
  `delete from \`product_search\`;`,
  `insert into \`product_search\` (\`rowid\`, \`words\`) select \`p\`.\`id\`, ${searchText('`p`', withMaker)} from \`product\` as \`p\`;`,
  // Rewriting every row leaves the FTS5 index in many segments; merged, a MATCH reads one b-tree.
  `insert into \`product_search\` (\`product_search\`) values ('optimize');`,
];

export class Migration20261122043500_search_engine extends Migration {
  override name = 'Migration20261122043500_search_engine';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger if exists \`product_search_update\`;`);
    this.addSql(`drop trigger if exists \`product_search_insert\`;`);
    for (const sql of searchTriggers(true)) this.addSql(sql);
    this.addSql(
      `create trigger \`product_search_brand_update\` after update of \`name\` on \`brand\` begin update \`product_search\` set \`words\` = (select ${searchText('`p`', true)} from \`product\` as \`p\` where \`p\`.\`id\` = \`product_search\`.\`rowid\`) where \`rowid\` in (select \`id\` from \`product\` where \`manufacturer_id\` = new.\`id\`); end;`,
    );
    for (const sql of rebuild(true)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists \`product_search_brand_update\`;`);
    this.addSql(`drop trigger if exists \`product_search_update\`;`);
    this.addSql(`drop trigger if exists \`product_search_insert\`;`);
    for (const sql of searchTriggers(false)) this.addSql(sql);
    for (const sql of rebuild(false)) this.addSql(sql);
  }
}

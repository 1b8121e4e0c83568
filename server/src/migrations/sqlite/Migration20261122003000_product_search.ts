import { Migration } from '@mikro-orm/migrations';

/**
 * Full-text search over parts: an FTS5 table with the trigram tokenizer (it indexes Chinese, which has no
 * spaces between words, as well as any substring of an MPN), kept in step with `product` by triggers so that
 * every way of writing parts (the ORM, `insertMany`, plain SQL) leaves them searchable. Written by hand:
 * the ORM knows neither virtual tables nor triggers, and `orm.ts` tells its schema diff to leave them alone.
 */
const searchText = (row: 'new' | 'old') =>
  `${row}.\`mpn\` || ' ' || ${row}.\`package\` || ' ' || ` +
  `coalesce((select group_concat(\`value\`, ' ') from json_each(${row}.\`description\`)), '') || ' ' || ` +
  `coalesce((select group_concat(\`value\`, ' ') from json_each(${row}.\`parameters\`)), '')`;

export class Migration20261122003000_product_search extends Migration {
  override name = 'Migration20261122003000_product_search';

  override up(): void | Promise<void> {
    this.addSql(
      `create virtual table \`product_search\` using fts5(\`words\`, tokenize = 'trigram remove_diacritics 1');`,
    );
    this.addSql(
      `insert into \`product_search\` (\`rowid\`, \`words\`) select \`id\`, ${searchText('new').replaceAll('new.', '')} from \`product\`;`,
    );
    this.addSql(
      `create trigger \`product_search_insert\` after insert on \`product\` begin insert into \`product_search\` (\`rowid\`, \`words\`) values (new.\`id\`, ${searchText('new')}); end;`,
    );
    this.addSql(
      `create trigger \`product_search_update\` after update of \`mpn\`, \`package\`, \`description\`, \`parameters\` on \`product\` begin update \`product_search\` set \`words\` = ${searchText('new')} where \`rowid\` = new.\`id\`; end;`,
    );
    this.addSql(
      `create trigger \`product_search_delete\` after delete on \`product\` begin delete from \`product_search\` where \`rowid\` = old.\`id\`; end;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists \`product_search_delete\`;`);
    this.addSql(`drop trigger if exists \`product_search_update\`;`);
    this.addSql(`drop trigger if exists \`product_search_insert\`;`);
    this.addSql(`drop table if exists \`product_search\`;`);
  }
}

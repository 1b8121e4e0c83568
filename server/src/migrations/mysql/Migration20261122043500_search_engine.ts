import { Migration } from '@mikro-orm/migrations';

/**
 * Word search without FULLTEXT. InnoDB's boolean MATCH computes every match before a LIMIT applies (1.4 s for
 * "chip resistor" at 100,000 parts) and MariaDB has no ngram parser, so each part's words go into a side table
 * `product_search_token` (word → part, lower case), filled from `product_search` by triggers. A word typed in the
 * search box is a range of its primary key (`token LIKE 'word%'`), so a search reads the rarest word's parts (or
 * the newest parts when every word is common), checks the other words in each part's text, and stops at a page.
 * One-character words are left out: they are checked in the text only.
 *
 * The search text also carries the maker's name now, so "Texas regulator" is one lookup instead of one more per
 * maker whose name has a word; renaming a maker rewrites its parts' text. Written by hand like the search
 * migration it extends; `orm.ts` leaves every `product_search*` table to these migrations.
 */
const searchText = (row: string, withMaker: boolean) =>
  `concat_ws(' ', ${row}.\`mpn\`, ` +
  (withMaker ? `(select \`name\` from \`brand\` where \`brand\`.\`id\` = ${row}.\`manufacturer_id\`), ` : '') +
  `${row}.\`package\`, json_extract(${row}.\`description\`, '$.*'), json_extract(${row}.\`parameters\`, '$.*'))`;

/**
 * The distinct lower-case words of two or more characters (runs of letters and digits, at most 100 characters
 * kept) of `words`: the text with every other character turned into a space, read as a JSON array.
 */
const tokensOf = (words: string, productId?: string, from = '') =>
  `select distinct left(\`t\`.\`token\`, 100)${productId === undefined ? '' : `, ${productId}`} from ${from}json_table(concat('["', replace(trim(regexp_replace(lower(${words}), '[^\\\\p{L}\\\\p{N}]+', ' ')), ' ', '","'), '"]'), '$[*]' columns (\`token\` varchar(1000) path '$')) as \`t\` where char_length(\`t\`.\`token\`) >= 2`;

/**
 * A row's words into the token table, and new words into `product_search_word`, the vocabulary that a typed word
 * prefix is expanded with (words of deleted parts stay there; they only cost a lookup that finds nothing).
 */
const insertTokens =
  `insert ignore into \`product_search_token\` (\`token\`, \`product_id\`) ${tokensOf('NEW.\`words\`', 'NEW.\`product_id\`')}; ` +
  `insert ignore into \`product_search_word\` (\`token\`) ${tokensOf('NEW.\`words\`')};`;

/** The columns the search text is made of. */
const searchedColumns = (withMaker: boolean) =>
  withMaker
    ? ['mpn', 'manufacturer_id', 'package', 'description', 'parameters']
    : ['mpn', 'package', 'description', 'parameters'];

function searchTriggers(withMaker: boolean): string[] {
  return [
    `create trigger \`product_search_insert\` after insert on \`product\` for each row insert into \`product_search\` (\`product_id\`, \`words\`) values (NEW.\`id\`, ${searchText('NEW', withMaker)});`,
    // MySQL has no `after update of <columns>`: without this check every stock change (each order placed) would
    // rewrite the part's search text and its words.
    `create trigger \`product_search_update\` after update on \`product\` for each row begin if not (${searchedColumns(withMaker)
      .map((column) => `NEW.\`${column}\` <=> OLD.\`${column}\``)
      .join(' and ')}) then update \`product_search\` set \`words\` = ${searchText('NEW', withMaker)} where \`product_id\` = NEW.\`id\`; end if; end;`,
  ];
}

export class Migration20261122043500_search_engine extends Migration {
  override name = 'Migration20261122043500_search_engine';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger if exists \`product_search_update\`;`);
    this.addSql(`drop trigger if exists \`product_search_insert\`;`);
    for (const sql of searchTriggers(true)) this.addSql(sql);
    this.addSql(
      `create trigger \`product_search_brand_update\` after update on \`brand\` for each row update \`product_search\` as \`s\` join \`product\` as \`p\` on \`p\`.\`id\` = \`s\`.\`product_id\` set \`s\`.\`words\` = ${searchText('`p`', true)} where \`p\`.\`manufacturer_id\` = NEW.\`id\` and NEW.\`name\` <> OLD.\`name\`;`,
    );
    this.addSql(`alter table \`product_search\` drop index \`product_search_words_fulltext\`;`);
    this.addSql(
      `update \`product_search\` as \`s\` join \`product\` as \`p\` on \`p\`.\`id\` = \`s\`.\`product_id\` set \`s\`.\`words\` = ${searchText('`p`', true)};`,
    );
    this.addSql(
      // The product_id index lets a part's words be replaced without scanning every word of every part.
      `create table \`product_search_token\` (\`token\` varchar(100) not null, \`product_id\` int unsigned not null, primary key (\`token\`, \`product_id\`), index \`product_search_token_product_id_index\` (\`product_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `create table \`product_search_word\` (\`token\` varchar(100) not null, primary key (\`token\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `insert ignore into \`product_search_token\` (\`token\`, \`product_id\`) ${tokensOf('`s`.`words`', '`s`.`product_id`', '`product_search` as `s`, ')};`,
    );
    this.addSql(
      `insert ignore into \`product_search_word\` (\`token\`) select distinct \`token\` from \`product_search_token\`;`,
    );
    this.addSql(
      `create trigger \`product_search_token_insert\` after insert on \`product_search\` for each row begin ${insertTokens} end;`,
    );
    this.addSql(
      `create trigger \`product_search_token_update\` after update on \`product_search\` for each row begin if not (NEW.\`words\` <=> OLD.\`words\`) then delete from \`product_search_token\` where \`product_id\` = OLD.\`product_id\`; ${insertTokens} end if; end;`,
    );
    this.addSql(
      `create trigger \`product_search_token_delete\` after delete on \`product_search\` for each row delete from \`product_search_token\` where \`product_id\` = OLD.\`product_id\`;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists \`product_search_token_delete\`;`);
    this.addSql(`drop trigger if exists \`product_search_token_update\`;`);
    this.addSql(`drop trigger if exists \`product_search_token_insert\`;`);
    this.addSql(`drop table if exists \`product_search_token\`;`);
    this.addSql(`drop table if exists \`product_search_word\`;`);
    this.addSql(`drop trigger if exists \`product_search_brand_update\`;`);
    this.addSql(`drop trigger if exists \`product_search_update\`;`);
    this.addSql(`drop trigger if exists \`product_search_insert\`;`);
    for (const sql of searchTriggers(false)) this.addSql(sql);
    this.addSql(
      `update \`product_search\` as \`s\` join \`product\` as \`p\` on \`p\`.\`id\` = \`s\`.\`product_id\` set \`s\`.\`words\` = ${searchText('`p`', false)};`,
    );
    this.addSql(`alter table \`product_search\` add fulltext index \`product_search_words_fulltext\` (\`words\`);`);
  }
}

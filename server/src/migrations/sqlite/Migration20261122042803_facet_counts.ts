import { Migration } from '@mikro-orm/migrations';

/** The part counts per category, stock state and parameter value that browsing a category reads its facets from. */
export class Migration20261122042803_facet_counts extends Migration {
  override name = 'Migration20261122042803_facet_counts';

  override up(): void | Promise<void> {
    // WITHOUT ROWID: the rows live in primary-key order, so a category's counts are one range read in (name, value)
    // order (half the time of a rowid table's index plus row lookups).
    // A category's parts in price order, then by id (the list's tie-break), read from the index without sorting.
    this.addSql(`drop index \`product_category_id_status_list_price_milli_stock_index\`;`);
    this.addSql(`create index \`product_category_id_status_list_price_milli_id_stock_index\` on \`product\` (\`category_id\`, \`status\`, \`list_price_milli\`, \`id\`, \`stock\`);`);
    this.addSql(
      `create table \`facet_count\` (\`category_id\` integer not null, \`in_stock\` integer not null, \`name\` text not null, \`value\` text not null, \`count\` integer not null, primary key (\`category_id\`, \`in_stock\`, \`name\`, \`value\`)) without rowid;`,
    );
    this.addSql(
      `insert into \`facet_count\` (\`category_id\`, \`in_stock\`, \`name\`, \`value\`, \`count\`) select p.\`category_id\`, p.\`stock\` > 0, pp.\`name\`, pp.\`value\`, count(*) from \`product_parameter\` pp join \`product\` p on p.\`id\` = pp.\`product_id\` where p.\`status\` = 'ON_SHELF' group by p.\`category_id\`, p.\`stock\` > 0, pp.\`name\`, pp.\`value\`;`,
    );
    // Every count follows the part rows: a parameter value added, removed or changed, and a part moved to another
    // category, taken off or put on the shelf, or running out of or getting stock. Each statement reads the part's
    // own rows, so the order in which these and product_parameter_placement fire does not matter.
    const add = (part: string, name: string, value: string, from: string, where: string) =>
      `insert into \`facet_count\` (\`category_id\`, \`in_stock\`, \`name\`, \`value\`, \`count\`) select ${part}.\`category_id\`, ${part}.\`stock\` > 0, ${name}, ${value}, 1 from ${from} where ${where} on conflict (\`category_id\`, \`in_stock\`, \`name\`, \`value\`) do update set \`count\` = \`count\` + 1;`;
    const removeParameter = (row: 'old' | 'new') =>
      `update \`facet_count\` set \`count\` = \`count\` - 1 where (\`category_id\`, \`in_stock\`, \`name\`, \`value\`) in (select p.\`category_id\`, p.\`stock\` > 0, ${row}.\`name\`, ${row}.\`value\` from \`product\` p where p.\`id\` = ${row}.\`product_id\` and p.\`status\` = 'ON_SHELF');`;
    const addParameter = add('p', 'new.`name`', 'new.`value`', '`product` p', "p.`id` = new.`product_id` and p.`status` = 'ON_SHELF'");
    this.addSql(
      `create trigger \`facet_count_parameter_insert\` after insert on \`product_parameter\` begin ${addParameter} end;`,
    );
    this.addSql(
      `create trigger \`facet_count_parameter_delete\` after delete on \`product_parameter\` begin ${removeParameter('old')} end;`,
    );
    this.addSql(
      `create trigger \`facet_count_parameter_update\` after update of \`product_id\`, \`name\`, \`value\` on \`product_parameter\` when old.\`product_id\` is not new.\`product_id\` or old.\`name\` is not new.\`name\` or old.\`value\` is not new.\`value\` begin ${removeParameter('old')} ${addParameter} end;`,
    );
    this.addSql(
      `create trigger \`facet_count_product_update\` after update of \`category_id\`, \`status\`, \`stock\` on \`product\` when old.\`category_id\` is not new.\`category_id\` or old.\`status\` is not new.\`status\` or (old.\`stock\` > 0) is not (new.\`stock\` > 0) begin ` +
        `update \`facet_count\` set \`count\` = \`count\` - 1 where old.\`status\` = 'ON_SHELF' and \`category_id\` = old.\`category_id\` and \`in_stock\` = (old.\`stock\` > 0) and (\`name\`, \`value\`) in (select pp.\`name\`, pp.\`value\` from \`product_parameter\` pp where pp.\`product_id\` = old.\`id\`); ` +
        `${add('new', 'pp.`name`', 'pp.`value`', '`product_parameter` pp', "new.`status` = 'ON_SHELF' and pp.`product_id` = new.`id`")} end;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists \`facet_count_product_update\`;`);
    this.addSql(`drop trigger if exists \`facet_count_parameter_update\`;`);
    this.addSql(`drop trigger if exists \`facet_count_parameter_delete\`;`);
    this.addSql(`drop trigger if exists \`facet_count_parameter_insert\`;`);
    this.addSql(`drop table if exists \`facet_count\`;`);
    this.addSql(`drop index \`product_category_id_status_list_price_milli_id_stock_index\`;`);
    this.addSql(`create index \`product_category_id_status_list_price_milli_stock_index\` on \`product\` (\`category_id\`, \`status\`, \`list_price_milli\`, \`stock\`);`);
  }
}

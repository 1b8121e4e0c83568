import { Migration } from '@mikro-orm/migrations';

/** The part counts per category, stock state and parameter value that browsing a category reads its facets from. */
export class Migration20261122042818_facet_counts extends Migration {
  override name = 'Migration20261122042818_facet_counts';

  override up(): void | Promise<void> {
    // A category's parts in price order, then by id (the list's tie-break), read from the index without sorting.
    this.addSql(`alter table \`product\` drop index \`product_category_id_status_list_price_milli_stock_index\`;`);
    this.addSql(`alter table \`product\` add index \`product_category_id_status_list_price_milli_id_stock_index\` (\`category_id\`, \`status\`, \`list_price_milli\`, \`id\`, \`stock\`);`);
    this.addSql(
      `create table \`facet_count\` (\`category_id\` int unsigned not null, \`in_stock\` tinyint(1) not null, \`name\` varchar(48) not null, \`value\` varchar(96) not null, \`count\` int not null, primary key (\`category_id\`, \`in_stock\`, \`name\`, \`value\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `insert into \`facet_count\` (\`category_id\`, \`in_stock\`, \`name\`, \`value\`, \`count\`) select p.\`category_id\`, p.\`stock\` > 0, pp.\`name\`, pp.\`value\`, count(*) from \`product_parameter\` pp join \`product\` p on p.\`id\` = pp.\`product_id\` where p.\`status\` = 'ON_SHELF' group by p.\`category_id\`, p.\`stock\` > 0, pp.\`name\`, pp.\`value\`;`,
    );
    // Every count follows the part rows: a parameter value added, removed or changed, and a part moved to another
    // category, taken off or put on the shelf, or running out of or getting stock. Each statement reads the part's
    // own rows, so the order in which these and product_parameter_placement fire does not matter.
    const add = (part: string, name: string, value: string, from: string, where: string) =>
      `insert into \`facet_count\` (\`category_id\`, \`in_stock\`, \`name\`, \`value\`, \`count\`) select ${part}.\`category_id\`, ${part}.\`stock\` > 0, ${name}, ${value}, 1 from ${from} where ${where} on duplicate key update \`count\` = \`facet_count\`.\`count\` + 1;`;
    const removeParameter = (row: 'OLD' | 'NEW') =>
      `update \`facet_count\` fc join \`product\` p on p.\`id\` = ${row}.\`product_id\` and p.\`status\` = 'ON_SHELF' set fc.\`count\` = fc.\`count\` - 1 where fc.\`category_id\` = p.\`category_id\` and fc.\`in_stock\` = (p.\`stock\` > 0) and fc.\`name\` = ${row}.\`name\` and fc.\`value\` = ${row}.\`value\`;`;
    const addParameter = add('p', 'NEW.`name`', 'NEW.`value`', '`product` p', "p.`id` = NEW.`product_id` and p.`status` = 'ON_SHELF'");
    this.addSql(
      `create trigger \`facet_count_parameter_insert\` after insert on \`product_parameter\` for each row begin ${addParameter} end;`,
    );
    this.addSql(
      `create trigger \`facet_count_parameter_delete\` after delete on \`product_parameter\` for each row begin ${removeParameter('OLD')} end;`,
    );
    this.addSql(
      `create trigger \`facet_count_parameter_update\` after update on \`product_parameter\` for each row begin if not (NEW.\`product_id\` <=> OLD.\`product_id\` and NEW.\`name\` <=> OLD.\`name\` and NEW.\`value\` <=> OLD.\`value\`) then ${removeParameter('OLD')} ${addParameter} end if; end;`,
    );
    this.addSql(
      `create trigger \`facet_count_product_update\` after update on \`product\` for each row begin if not (NEW.\`category_id\` <=> OLD.\`category_id\` and NEW.\`status\` <=> OLD.\`status\` and (NEW.\`stock\` > 0) <=> (OLD.\`stock\` > 0)) then ` +
        `if OLD.\`status\` = 'ON_SHELF' then update \`facet_count\` fc join \`product_parameter\` pp on pp.\`product_id\` = OLD.\`id\` and pp.\`name\` = fc.\`name\` and pp.\`value\` = fc.\`value\` set fc.\`count\` = fc.\`count\` - 1 where fc.\`category_id\` = OLD.\`category_id\` and fc.\`in_stock\` = (OLD.\`stock\` > 0); end if; ` +
        `if NEW.\`status\` = 'ON_SHELF' then ${add('NEW', 'pp.`name`', 'pp.`value`', '`product_parameter` pp', 'pp.`product_id` = NEW.`id`')} end if; end if; end;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists \`facet_count_product_update\`;`);
    this.addSql(`drop trigger if exists \`facet_count_parameter_update\`;`);
    this.addSql(`drop trigger if exists \`facet_count_parameter_delete\`;`);
    this.addSql(`drop trigger if exists \`facet_count_parameter_insert\`;`);
    this.addSql(`drop table if exists \`facet_count\`;`);
    this.addSql(`alter table \`product\` drop index \`product_category_id_status_list_price_milli_id_stock_index\`;`);
    this.addSql(`alter table \`product\` add index \`product_category_id_status_list_price_milli_stock_index\` (\`category_id\`, \`status\`, \`list_price_milli\`, \`stock\`);`);
  }
}

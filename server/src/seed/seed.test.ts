import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../entities.js';
import { mysqlMigrations, sqliteMigrations } from '../migrations/index.js';
import { Brand, Category, Product } from '../modules/catalog/catalog.entities.js';
import {
  PACKAGE_NAMES,
  packageDrawingKind,
  packageFromImageSlug,
  packageImagePath,
  packageImageSlug,
  packageImageSvg,
} from '../modules/catalog/package-images.js';
import { Announcement, Article, Channel, FaqEntry, SitePage } from '../modules/content/content.entities.js';
import { migrate, openDatabase, type Orm } from '../platform/db/orm.js';
import { LOCALES, type LocalizedText } from '../platform/i18n/index.js';
import { generateCatalog, type CatalogSeed } from './catalog-data.js';
import { announcements, articles, contactChannel, faqEntries, registrationAgreement } from './content-data.js';
import { SEED_EPOCH } from './product-builder.js';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data.js';

const realParts: [mpn: string, brand: string][] = [
  ['STM32F103C8T6', 'stmicroelectronics'],
  ['STM32F030F4P6', 'stmicroelectronics'],
  ['GD32F103C8T6', 'gigadevice'],
  ['ATMEGA328P-AU', 'microchip'],
  ['ATTINY85-20SU', 'microchip'],
  ['PIC16F877A-I/P', 'microchip'],
  ['RP2040', 'raspberry-pi'],
  ['ESP8266EX', 'espressif'],
  ['ESP32-WROOM-32E', 'espressif'],
  ['ESP32-C3-MINI-1', 'espressif'],
  ['NE555DR', 'texas-instruments'],
  ['LM358DR', 'texas-instruments'],
  ['AMS1117-3.3', 'advanced-monolithic-systems'],
  ['LM1117MPX-3.3/NOPB', 'texas-instruments'],
  ['XC6206P332MR', 'torex'],
  ['TPS5430DDAR', 'texas-instruments'],
  ['MP1584EN-LF-Z', 'monolithic-power-systems'],
  ['LM2596S-5.0/NOPB', 'texas-instruments'],
  ['CH340G', 'wch'],
  ['CP2102-GMR', 'silicon-labs'],
  ['FT232RL', 'ftdi'],
  ['MAX3232ESE+T', 'analog-devices'],
  ['SP3485EN-L/TR', 'maxlinear'],
  ['TJA1050T', 'nxp'],
  ['SN74HC595N', 'texas-instruments'],
  ['74HC04D,653', 'nexperia'],
  ['TXS0108EPWR', 'texas-instruments'],
  ['W25Q64JVSSIQ', 'winbond'],
  ['AT24C02C-SSHM-T', 'microchip'],
  ['BME280', 'bosch-sensortec'],
  ['SHT30-DIS-B', 'sensirion'],
  ['MPU-6050', 'tdk'],
  ['DS18B20', 'analog-devices'],
  ['LM75BD', 'nxp'],
  ['ABL-8.000MHZ-B2', 'abracon'],
  ['ABM8-16.000MHZ-B2-T', 'abracon'],
  ['19-217/GHC-YR1S2/3T', 'everlight'],
  ['B5819W', 'changjiang'],
  ['1N5819WS', 'changjiang'],
  ['SS34', 'mdd'],
  ['1N4148W', 'changjiang'],
  ['MMBT3904', 'changjiang'],
  ['S8050', 'changjiang'],
  ['2N7002', 'changjiang'],
  ['AO3400A', 'alpha-omega'],
  ['IRLML2502TRPBF', 'infineon'],
  ['BSS138', 'onsemi'],
  ['TYPE-C-31-M-12', 'hroparts'],
  ['B2B-PH-K-S(LF)(SN)', 'jst'],
  ['B2B-XH-A(LF)(SN)', 'jst'],
  ['0603WAF1002T5E', 'uni-royal'],
  ['RC0603FR-0710KL', 'yageo'],
  ['CL10B104KB8NNNC', 'samsung-electro-mechanics'],
  ['CL21A106KAYNNNC', 'samsung-electro-mechanics'],
  ['GRM188R71H104KA93D', 'murata'],
];

function expectLocalized(value: LocalizedText, where: string): void {
  for (const locale of LOCALES) {
    expect(typeof value[locale], `${where} ${locale}`).toBe('string');
    expect(value[locale].trim().length, `${where} ${locale}`).toBeGreaterThan(0);
  }
}

describe('generateCatalog', () => {
  let catalog: CatalogSeed;
  beforeAll(() => {
    catalog = generateCatalog({ parts: 2400 });
  });

  it('gives byte-identical output for the same count', () => {
    expect(JSON.stringify(generateCatalog({ parts: 2400 }))).toBe(JSON.stringify(catalog));
  });

  it('makes a smaller catalog that is a prefix of a larger one', () => {
    const small = generateCatalog({ parts: 300 });
    expect(JSON.stringify(small.products)).toBe(JSON.stringify(catalog.products.slice(0, 300)));
  });

  it('has the requested size, a category tree with at least 20 leaves and at least 30 brands', () => {
    expect(catalog.products).toHaveLength(2400);
    const leaves = catalog.categories.filter((category) => category.parentSlug !== null);
    expect(leaves.length).toBeGreaterThanOrEqual(20);
    const slugs = new Set(catalog.categories.map((category) => category.slug));
    expect(slugs.size).toBe(catalog.categories.length);
    for (const leaf of leaves) {
      expect(slugs.has(leaf.parentSlug!)).toBe(true);
      expect(
        catalog.products.some((product) => product.category === leaf.slug),
        leaf.slug,
      ).toBe(true);
    }
    expect(catalog.brands.length).toBeGreaterThanOrEqual(30);
    expect(catalog.brands.filter((brand) => brand.featured).length).toBeGreaterThan(0);
    expect(new Set(catalog.brands.map((brand) => brand.slug)).size).toBe(catalog.brands.length);
  });

  it('contains the well-known real parts with their makers', () => {
    const byMpn = new Map(catalog.products.map((product) => [product.mpn, product]));
    const byMaker = new Set(catalog.products.map((product) => `${product.manufacturer}|${product.mpn}`));
    for (const [mpn, brand] of realParts) {
      expect(byMaker.has(`${brand}|${mpn}`), `${mpn} by ${brand}`).toBe(true);
    }
    const stm32 = byMpn.get('STM32F103C8T6')!;
    expect(stm32.package).toBe('LQFP-48');
    expect(stm32.listPriceMilli).toBeGreaterThanOrEqual(80_000);
    expect(stm32.listPriceMilli).toBeLessThanOrEqual(150_000);
    expect(byMpn.get('0603WAF1002T5E')!.parameters.resistance).toBe('10 kΩ');
    expect(byMpn.get('CL10B104KB8NNNC')!.parameters).toMatchObject({
      capacitance: '100 nF',
      voltageRating: '50 V',
      dielectric: 'X7R',
    });
  });

  it('references only known brands and leaf categories', () => {
    const brands = new Set(catalog.brands.map((brand) => brand.slug));
    const leaves = new Set(
      catalog.categories.filter((category) => category.parentSlug !== null).map((category) => category.slug),
    );
    for (const product of catalog.products) {
      expect(brands.has(product.manufacturer), product.manufacturer).toBe(true);
      expect(leaves.has(product.category), product.category).toBe(true);
    }
  });

  it('keeps MPNs unique per maker and normalizes them', () => {
    const keys = new Set<string>();
    for (const product of catalog.products) {
      expect(product.mpnNormalized).toBe(product.mpn.toUpperCase().replace(/[^A-Z0-9]/g, ''));
      const key = `${product.manufacturer}|${product.mpnNormalized}`;
      expect(keys.has(key), key).toBe(false);
      keys.add(key);
    }
  });

  it('builds consistent price tables, quantities and dates', () => {
    for (const product of catalog.products) {
      const breaks = product.priceBreaks;
      expect(breaks.length, product.mpn).toBeGreaterThan(0);
      breaks.forEach((priceBreak, index) => {
        expect(Number.isInteger(priceBreak.minQty)).toBe(true);
        expect(Number.isInteger(priceBreak.unitPriceMilli)).toBe(true);
        expect(priceBreak.unitPriceMilli).toBeGreaterThan(0);
        expect(priceBreak.minQty % product.orderIncrement, product.mpn).toBe(0);
        if (index > 0) {
          expect(priceBreak.minQty, product.mpn).toBeGreaterThan(breaks[index - 1]!.minQty);
          expect(priceBreak.unitPriceMilli, product.mpn).toBeLessThanOrEqual(breaks[index - 1]!.unitPriceMilli);
        }
      });
      expect(product.listPriceMilli).toBe(breaks[0]!.unitPriceMilli);
      expect(product.moq).toBe(breaks[0]!.minQty);
      expect(product.moq % product.orderIncrement).toBe(0);
      expect(Number.isInteger(product.stock) && product.stock >= 0).toBe(true);
      if (product.purchaseLimit !== null) {
        expect(product.purchaseLimit).toBeGreaterThanOrEqual(product.moq);
        expect(product.purchaseLimit % product.orderIncrement).toBe(0);
      }
      expect(product.batchNumber).toMatch(/^\d{4}\+$/);
      expect(product.createdAt.getTime()).toBeLessThanOrEqual(SEED_EPOCH);
      expect(product.createdAt.getTime()).toBeGreaterThan(SEED_EPOCH - 731 * 86_400_000);
    }
    const statuses = catalog.products.map((product) => product.status);
    expect(statuses.filter((status) => status === 'OFF_SHELF').length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 'OFF_SHELF').length).toBeLessThan(100);
    expect(catalog.products.some((product) => product.stock === 0)).toBe(true);
    expect(catalog.products.some((product) => product.purchaseLimit !== null)).toBe(true);
  });

  it('prices a 0603 resistor at volume within a realistic range', () => {
    const resistors = catalog.products.filter(
      (product) =>
        product.category === 'chip-resistors' &&
        product.package === '0603' &&
        product.material === 'Thick film' &&
        ['±1%', '±5%'].includes(product.parameters.tolerance!),
    );
    expect(resistors.length).toBeGreaterThan(50);
    for (const resistor of resistors) {
      const volume = resistor.priceBreaks.at(-1)!.unitPriceMilli;
      expect(volume, resistor.mpn).toBeGreaterThanOrEqual(20);
      expect(volume, resistor.mpn).toBeLessThanOrEqual(250);
    }
  });

  it('writes every text in all four languages', () => {
    for (const category of catalog.categories) expectLocalized(category.name, category.slug);
    for (const brand of catalog.brands) expectLocalized(brand.description, brand.slug);
    for (const product of catalog.products) expectLocalized(product.description, product.mpn);
    for (const announcement of announcements) {
      expectLocalized(announcement.title, 'announcement title');
      expectLocalized(announcement.body, 'announcement body');
    }
    for (const article of articles) {
      expectLocalized(article.title, 'article title');
      expectLocalized(article.summary, 'article summary');
      expectLocalized(article.body, 'article body');
    }
    for (const entry of faqEntries) {
      expectLocalized(entry.title, 'FAQ question');
      expectLocalized(entry.body, 'FAQ answer');
    }
    expectLocalized(registrationAgreement.title, 'agreement title');
    expectLocalized(registrationAgreement.body, 'agreement body');
    expect(faqEntries.length).toBeGreaterThanOrEqual(6);
    expect(new Set(faqEntries.map((entry) => entry.category)).size).toBeGreaterThanOrEqual(3);
    expect(announcements.length).toBeGreaterThanOrEqual(5);
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(contactChannel.id).toBe(2421);
  });

  it('can make 100,000 distinct parts', () => {
    const large = generateCatalog({ parts: 100_000 });
    expect(large.products).toHaveLength(100_000);
    expect(new Set(large.products.map((product) => `${product.manufacturer}|${product.mpnNormalized}`)).size).toBe(
      100_000,
    );
  });
});

describe('package images', () => {
  it('has a specific drawing for every package the catalog uses', () => {
    const known = new Set<string>(PACKAGE_NAMES);
    const used = new Set(generateCatalog({ parts: 2400 }).products.map((product) => product.package));
    for (const packageName of used) {
      expect(known.has(packageName), packageName).toBe(true);
      expect(packageDrawingKind(packageName), packageName).not.toBe('generic');
    }
    for (const common of [
      '0402',
      '0603',
      '0805',
      '1206',
      'SOT-23',
      'SOIC-8',
      'LQFP-48',
      'QFN-28 (5x5)',
      'DIP-8',
      'TO-220',
    ]) {
      expect(packageDrawingKind(common), common).not.toBe('generic');
    }
  });

  it('draws a small deterministic SVG with the package name', () => {
    for (const packageName of PACKAGE_NAMES) {
      const svg = packageImageSvg(packageName);
      expect(svg).toBe(packageImageSvg(packageName));
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain(`>${packageName}</text>`);
      expect(svg.length, packageName).toBeLessThan(6000);
    }
    expect(packageImageSvg('<weird & package>')).toContain('&#60;weird &#38; package&#62;');
  });

  it('maps every package to a unique URL-safe slug and back', () => {
    const slugs = new Set<string>();
    for (const packageName of PACKAGE_NAMES) {
      const slug = packageImageSlug(packageName);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slugs.has(slug), slug).toBe(false);
      slugs.add(slug);
      expect(packageImagePath(packageName)).toBe(`/media/packages/${slug}.svg`);
      expect(packageFromImageSlug(slug)).toBe(packageName);
    }
    expect(packageImagePath('QFN-28 (5x5)')).toBe('/media/packages/qfn-28-5x5.svg');
    expect(packageFromImageSlug('no-such-package')).toBeUndefined();
  });
});

describe('seedDemoData', () => {
  let directory: string;
  let orm: Orm;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-seed-'));
    orm = await openDatabase({
      database: { kind: 'sqlite', file: path.join(directory, 'seed.sqlite') },
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    await migrate(orm);
  });

  afterAll(async () => {
    await orm?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('fills a fresh database and then reports it as not empty', async () => {
    const em = orm.em.fork();
    expect(await isDatabaseEmpty(em)).toBe(true);
    const counts = await seedDemoData(em, { parts: 2400 });
    const catalog = generateCatalog({ parts: 2400 });
    expect(counts).toEqual({ categories: catalog.categories.length, brands: catalog.brands.length, products: 2400 });
    expect(await isDatabaseEmpty(orm.em.fork())).toBe(false);

    const check = orm.em.fork();
    expect(await check.count(Category, {})).toBe(counts.categories);
    expect(await check.count(Brand, {})).toBe(counts.brands);
    expect(await check.count(Product, {})).toBe(2400);
    expect(await check.count(Announcement, {})).toBe(announcements.length);
    expect(await check.count(Article, {})).toBe(articles.length);
    expect(await check.count(FaqEntry, { published: true })).toBe(faqEntries.length);
    expect((await check.findOneOrFail(SitePage, { slug: 'registration-agreement' })).body['zh-CN']).toMatch(
      /^<p>欢迎注册/,
    );
    const channel = await check.findOneOrFail(Channel, 2421);
    expect(channel.addressEn).toContain('Shenzhen');

    const stm32 = await check.findOneOrFail(
      Product,
      { mpnNormalized: 'STM32F103C8T6' },
      { populate: ['manufacturer', 'category'] },
    );
    expect(stm32.manufacturer.getEntity().slug).toBe('stmicroelectronics');
    expect(stm32.category.getEntity().slug).toBe('microcontrollers');
    expect(stm32.priceBreaks[0]!.minQty).toBe(1);
    expect(stm32.description['ru']).toContain('Cortex-M3');
    const leaf = await check.findOneOrFail(Category, { slug: 'mlcc' }, { populate: ['parent'] });
    expect(leaf.parent?.getEntity().slug).toBe('passives');
  });
});

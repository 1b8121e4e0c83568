import type { Locale, LocalizedText } from '../../platform/i18n/index.js';

/** The shop's name; every title ends with it, as the client's document titles do. */
export const SITE_NAME = 'CircuitMart';

/**
 * What the server writes into a page's head before any JavaScript runs. `{{name}}` placeholders are
 * filled per page. The home texts repeat the client's hero so a shared link reads like the page.
 */
export const seoTexts = {
  homeTitle: {
    'zh-CN': '一站式电子元器件采购',
    'en-US': 'Electronic components, all in one place',
    ru: 'Электронные компоненты в одном месте',
    'es-ES': 'Componentes electrónicos en un solo lugar',
  },
  homeDescription: {
    'zh-CN': '现货库存、阶梯价格、原厂品牌，另有 PCB 制造与组装服务。',
    'en-US': 'Parts in stock with price breaks from original manufacturers, plus PCB manufacturing and assembly.',
    ru: 'Компоненты со склада со скидками за объём от оригинальных производителей, а также производство и монтаж плат.',
    'es-ES':
      'Componentes en stock con precios por volumen de fabricantes originales, además de fabricación y montaje de PCB.',
  },
  partsTitle: {
    'zh-CN': '电子元器件',
    'en-US': 'Electronic components',
    ru: 'Электронные компоненты',
    'es-ES': 'Componentes electrónicos',
  },
  searchTitle: {
    'zh-CN': '“{{query}}”的搜索结果',
    'en-US': 'Search results for “{{query}}”',
    ru: 'Результаты поиска «{{query}}»',
    'es-ES': 'Resultados de búsqueda de «{{query}}»',
  },
  listDescription: {
    'zh-CN': '在 CircuitMart 选购{{what}}：每个型号均有阶梯价格、库存和交期。',
    'en-US': 'Buy {{what}} at CircuitMart: price breaks, stock and lead time for every part.',
    ru: 'Купить {{what}} в CircuitMart: цены за объём, наличие и сроки поставки каждой позиции.',
    'es-ES': 'Compre {{what}} en CircuitMart: precios por volumen, stock y plazo de entrega de cada pieza.',
  },
  productTitle: {
    'zh-CN': '{{mpn}} {{brand}} {{category}}',
    'en-US': '{{mpn}} by {{brand}} – {{category}}',
    ru: '{{mpn}} от {{brand}} – {{category}}',
    'es-ES': '{{mpn}} de {{brand}} – {{category}}',
  },
  productDescription: {
    'zh-CN': '{{mpn}}（{{brand}}，{{package}}）：{{description}}。库存 {{stock}}，单价 ¥{{price}} 起。',
    'en-US': '{{mpn}} ({{brand}}, {{package}}): {{description}}. {{stock}} in stock, from ¥{{price}} each.',
    ru: '{{mpn}} ({{brand}}, {{package}}): {{description}}. На складе {{stock}}, от ¥{{price}} за штуку.',
    'es-ES': '{{mpn}} ({{brand}}, {{package}}): {{description}}. {{stock}} en stock, desde ¥{{price}} la unidad.',
  },
  productNotFoundTitle: {
    'zh-CN': '未找到该元器件',
    'en-US': 'Part not found',
    ru: 'Компонент не найден',
    'es-ES': 'Pieza no encontrada',
  },
  brandsTitle: {
    'zh-CN': '品牌馆',
    'en-US': 'Brands',
    ru: 'Бренды',
    'es-ES': 'Marcas',
  },
  brandsDescription: {
    'zh-CN': 'CircuitMart 在售元器件的原厂品牌一览。',
    'en-US': 'The manufacturers whose parts CircuitMart sells.',
    ru: 'Производители, чьи компоненты продаёт CircuitMart.',
    'es-ES': 'Los fabricantes cuyas piezas vende CircuitMart.',
  },
  brandTitle: {
    'zh-CN': '{{brand}} 元器件',
    'en-US': '{{brand}} parts',
    ru: 'Компоненты {{brand}}',
    'es-ES': 'Piezas de {{brand}}',
  },
  brandNotFoundTitle: {
    'zh-CN': '未找到该品牌',
    'en-US': 'Brand not found',
    ru: 'Бренд не найден',
    'es-ES': 'Marca no encontrada',
  },
  pageNotFoundTitle: {
    'zh-CN': '页面不存在',
    'en-US': 'Page not found',
    ru: 'Страница не найдена',
    'es-ES': 'Página no encontrada',
  },
  sharedBomQuoteTitle: {
    'zh-CN': '共享的 BOM 报价',
    'en-US': 'Shared BOM quote',
    ru: 'Общий расчёт BOM',
    'es-ES': 'Presupuesto de BOM compartido',
  },
} satisfies Record<string, LocalizedText>;

export type SeoText = keyof typeof seoTexts;

/** The text in the locale with its placeholders filled; unknown placeholders stay as written. */
export function seoText(key: SeoText, locale: Locale, params: Record<string, string | number> = {}): string {
  return seoTexts[key][locale].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** `en-US` → `en_US`, the form Open Graph's og:locale wants. */
export function openGraphLocale(locale: Locale): string {
  return locale.replace('-', '_');
}

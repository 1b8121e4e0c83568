import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

/** Shaped like the built client's index.html: the server must keep its scripts and replace title and description. */
const indexHtml = `<!doctype html>
<html lang="en-US" data-mantine-color-scheme="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="default description" />
    <title>CircuitMart</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const hostileMpn = `</script><script>alert("x")</script>'"&<!--`;
const URLS_PER_SITEMAP = 100;

function between(html: string, start: string, end: string): string[] {
  return html
    .split(start)
    .slice(1)
    .map((part) => part.slice(0, part.indexOf(end)));
}

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

function jsonLd(html: string): any[] {
  return between(html, '<script type="application/ld+json" nonce="', '</script>').map((text) =>
    JSON.parse(text.slice(text.indexOf('>') + 1)),
  );
}

/** The whole document must match the sitemap grammar, so it is well-formed XML with nothing else in it. */
function sitemapLocations(xml: string, element: 'urlset' | 'sitemapindex', entry: 'url' | 'sitemap'): string[] {
  const grammar = new RegExp(
    `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<${element} xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\\n` +
      `(?:  <${entry}><loc>[^<>"']*</loc></${entry}>\\n)*</${element}>\\n$`,
  );
  expect(xml).toMatch(grammar);
  return between(xml, '<loc>', '</loc>').map((loc) => {
    expect(loc).not.toMatch(/&(?!amp;)/);
    return new URL(loc.replaceAll('&amp;', '&')).toString();
  });
}

describe.each(databaseKinds)('pages, sitemap and robots.txt for search engines on %s', (database) => {
  let server: TestServer;
  let clientDist: string;
  let part: any;
  let hostileId: number;

  beforeAll(async () => {
    clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-seo-client-'));
    fs.writeFileSync(path.join(clientDist, 'index.html'), indexHtml);
    server = await startTestServer({ database, clientDist, urlsPerSitemap: URLS_PER_SITEMAP });
    const { data } = await server.graphql(
      `{ products(first: 2, filter: { inStock: true }) { edges { node { id mpn
          manufacturer { id name } category { id name } priceBreaks { minQty unitPriceMilli } } } } }`,
    );
    part = data.products.edges[0].node;
    hostileId = Number(data.products.edges[1].node.id);
    const em = server.app.orm.em.fork();
    await em.nativeUpdate(Product, { id: hostileId }, { mpn: hostileMpn });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(clientDist, { recursive: true, force: true });
  });

  const page = async (urlPath: string, headers: Record<string, string> = {}) => {
    const response = await server.request('GET', urlPath, { headers });
    return { status: response.status, html: await response.text() };
  };

  it("sends a part's title, description, canonical address, Open Graph tags and Product/Offer data in the HTML", async () => {
    const { status, html } = await page(`/goods/${part.id}`);
    expect(status).toBe(200);
    const canonical = `${server.url}/goods/${part.id}`;
    expect(between(html, '<title>', '</title>')).toEqual([
      `${part.mpn} by ${part.manufacturer.name} – ${part.category.name} – CircuitMart`,
    ]);
    expect(metaContent(html, 'description')).toContain(part.mpn);
    expect(html).not.toContain('default description');
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe(canonical);
    expect(metaContent(html, 'og:title')).toContain(part.mpn);
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${server.url}/media/packages/.+\\.svg$`));
    // The client itself is still there to take over.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/assets/index-abc.js"');

    const [data] = jsonLd(html);
    const first = [...part.priceBreaks].sort((a: any, b: any) => a.minQty - b.minQty)[0];
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: part.mpn,
      mpn: part.mpn,
      sku: part.id,
      brand: { '@type': 'Brand', name: part.manufacturer.name },
      url: canonical,
      offers: { '@type': 'Offer', priceCurrency: 'CNY', availability: 'https://schema.org/InStock', url: canonical },
    });
    // Exact decimal yuan: the 0.0001-yuan integer with its decimal point moved, no float rounding.
    const [whole, fraction] = data.offers.price.split('.');
    expect(Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'))).toBe(first.unitPriceMilli);
    expect(fraction.length).toBeGreaterThanOrEqual(2);
  });

  it('titles the page in the language of the lang cookie or Accept-Language', async () => {
    const russian = await page(`/home/brandDetails?id=${part.manufacturer.id}`, { 'accept-language': 'ru,en;q=0.5' });
    expect(russian.html).toContain('<html lang="ru" data-mantine-color-scheme="dark">');
    expect(between(russian.html, '<title>', '</title>')).toEqual([
      `Компоненты ${part.manufacturer.name} – CircuitMart`,
    ]);
    const chinese = await page('/home/brand', { cookie: 'lang=zh-CN', 'accept-language': 'ru' });
    expect(between(chinese.html, '<title>', '</title>')).toEqual(['品牌馆 – CircuitMart']);
    expect(metaContent(chinese.html, 'og:locale')).toBe('zh_CN');
  });

  it("describes a brand's page at the address the client uses, and answers 404 for a brand that does not exist", async () => {
    const { status, html } = await page(`/home/brandDetails?id=${part.manufacturer.id}&after=abc`);
    expect(status).toBe(200);
    expect(between(html, '<title>', '</title>')).toEqual([`${part.manufacturer.name} parts – CircuitMart`]);
    expect(html).toContain(
      `<link rel="canonical" href="${server.url}/home/brandDetails?id=${part.manufacturer.id}" />`,
    );
    expect(metaContent(html, 'og:type')).toBe('website');

    const missing = await page('/home/brandDetails?id=987654321');
    expect(missing.status).toBe(404);
    expect(metaContent(missing.html, 'robots')).toBe('noindex');
    expect(missing.html).toContain('<div id="root"></div>');
  });

  it("names a list page's category and search in its title, keeps only those in its canonical address, and gives home the shop's contacts", async () => {
    const { status, html } = await page(
      `/goods/list?q=${encodeURIComponent('stm32 <b>')}&category=${part.category.id}&sort=price-asc&inStock=1`,
    );
    expect(status).toBe(200);
    expect(between(html, '<title>', '</title>')).toEqual([
      `Search results for “stm32 &lt;b&gt;” – ${part.category.name} – CircuitMart`,
    ]);
    expect(metaContent(html, 'description')).toContain(part.category.name);
    expect(html).toContain(
      `<link rel="canonical" href="${server.url}/goods/list?q=stm32+%3Cb%3E&amp;category=${part.category.id}" />`,
    );
    const home = await page('/');
    expect(between(home.html, '<title>', '</title>')).toEqual([
      'Electronic components, all in one place – CircuitMart',
    ]);
    expect(home.html).toContain(`<link rel="canonical" href="${server.url}/" />`);
    const { data } = await server.graphql('{ channel(id: 2421) { email telephone } }');
    expect(jsonLd(home.html)).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        url: `${server.url}/`,
        email: data.channel.email,
        telephone: data.channel.telephone,
      }),
    ]);
  });

  it('escapes a hostile part name everywhere so it cannot leave its element or attribute', async () => {
    const { status, html } = await page(`/goods/${hostileId}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    // The template's module script and the structured data, nothing injected.
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(between(html, '<title>', '</title>')[0]).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&quot;&amp;&lt;!--',
    );
    expect(metaContent(html, 'og:title')).toContain('&lt;/script&gt;');
    const [data] = jsonLd(html);
    expect(data.name).toBe(hostileMpn);
    expect(data.mpn).toBe(hostileMpn);
  });

  it('answers 404 for a part that does not exist, with the client still rendered', async () => {
    for (const urlPath of ['/goods/987654321', '/goods/not-a-part']) {
      const { status, html } = await page(urlPath);
      expect(status).toBe(404);
      expect(between(html, '<title>', '</title>')).toEqual(['Part not found – CircuitMart']);
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('application/ld+json');
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('src="/assets/index-abc.js"');
    }
    expect((await page('/goods/list')).status).toBe(200);
  });

  it('keeps a shared BOM quote out of search results: noindex, and its token is no canonical address', async () => {
    const { status, html } = await page('/bom/shared/aNyT0kenOfFortyThreeCharactersAbcdefghijklm');
    expect(status).toBe(200);
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(between(html, '<title>', '</title>')).toEqual(['Shared BOM quote – CircuitMart']);
    expect(metaContent((await page('/bom')).html, 'robots')).toBeUndefined();
  });

  it('answers 404 for a page the client does not have, with the client still rendered to show its not-found screen', async () => {
    for (const urlPath of ['/no-such-page', '/user/order/nope', '/goods/1/2']) {
      const { status, html } = await page(urlPath);
      expect(status).toBe(404);
      expect(between(html, '<title>', '</title>')).toEqual(['Page not found – CircuitMart']);
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain('<div id="root"></div>');
    }
    for (const urlPath of ['/user/order/details', '/home/cjwt', '/announcement/12']) {
      expect((await page(urlPath)).status).toBe(200);
    }
  });

  it('lists home, categories, brands and every on-shelf part in sitemap files of bounded size', async () => {
    const index = await server.request('GET', '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const files = sitemapLocations(await index.text(), 'sitemapindex', 'sitemap');
    expect(files.length).toBeGreaterThan(1);
    expect(files[0]).toBe(`${server.url}/sitemaps/1.xml`);

    const urls: string[] = [];
    for (const file of files) {
      const response = await server.request('GET', new URL(file).pathname);
      expect(response.status).toBe(200);
      const locations = sitemapLocations(await response.text(), 'urlset', 'url');
      expect(locations.length).toBeLessThanOrEqual(URLS_PER_SITEMAP);
      urls.push(...locations);
    }
    expect(new Set(urls).size).toBe(urls.length);
    const { data } = await server.graphql('{ products(first: 1) { totalCount } categories { id } brands { id } }');
    const partUrls = urls.filter((url) => /\/goods\/\d+$/.test(url));
    expect(partUrls).toHaveLength(data.products.totalCount);
    expect(partUrls).toContain(`${server.url}/goods/${part.id}`);
    expect(urls).toContain(`${server.url}/`);
    expect(urls).toContain(`${server.url}/goods/list?category=${data.categories[0].id}`);
    expect(urls).toContain(`${server.url}/home/brandDetails?id=${data.brands[0].id}`);
    expect(urls).toHaveLength(3 + data.categories.length + data.brands.length + data.products.totalCount);

    expect((await server.request('GET', `/sitemaps/${files.length + 1}.xml`)).status).toBe(404);
    expect((await server.request('GET', '/sitemaps/0.xml')).status).toBe(404);
  });

  it('lets robots into the shop but not accounts, checkout or the APIs, and points them at the sitemap', async () => {
    const response = await server.request('GET', '/robots.txt');
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const disallowed of ['/user', '/api', '/graphql', '/dev']) expect(lines).toContain(`Disallow: ${disallowed}`);
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

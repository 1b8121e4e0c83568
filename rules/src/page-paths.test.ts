import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths.js';

describe('isPagePath', () => {
  it.each(['/', '/goods/list', '/goods/123', '/goods/anything', '/user/order/details', '/user/order/details/'])(
    '%s is a page',
    (path) => expect(isPagePath(path)).toBe(true),
  );
  it.each(['/no-such-page', '/goods', '/goods/1/2', '/user/order/nope', '/admin/secret', '/GOODS/list'])(
    '%s is not',
    (path) => expect(isPagePath(path)).toBe(false),
  );
});

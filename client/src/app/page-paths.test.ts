import { pagePaths } from '@circuitmart/rules/page-paths';
import type { RouteObject } from 'react-router';
import { expect, it } from 'vitest';
import { routes } from './router';

/** The paths the router renders a page for: each leaf or index route's full path (the catch-all aside). */
function pagePathsOf(list: RouteObject[], prefix = '', found: string[] = []): string[] {
  for (const route of list) {
    const path = route.path ? `${prefix.replace(/\/$/, '')}/${route.path}` : prefix;
    if (route.path !== '*' && (route.index || (route.path && !route.children))) found.push(path || '/');
    if (route.children) pagePathsOf(route.children, path, found);
  }
  return found;
}

it("the server's list of page paths is the router's, so a known page never answers 404 and an unknown one does", () => {
  expect([...pagePathsOf(routes)].sort()).toEqual([...pagePaths].sort());
});

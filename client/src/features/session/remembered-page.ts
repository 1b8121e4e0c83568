/** The location shape react-router hands out; only the parts that make up an address are read. */
interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What a link or redirect to the login page carries in `location.state`: the page to return to. */
export interface LoginReturnState {
  from: string;
}

const LOGIN_AREA_PATH = '/login/login';

export function loginReturnState(location: PageLocation): LoginReturnState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * Spec §2: after login the visitor returns to the page they came from, else `/`. Only an address inside
 * the shop counts (a path starting with one slash), and never the login area itself.
 */
export function pageAfterLogin(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as Partial<LoginReturnState>).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from === LOGIN_AREA_PATH || from.startsWith(`${LOGIN_AREA_PATH}/`) || from.startsWith(`${LOGIN_AREA_PATH}?`)) {
    return '/';
  }
  return from;
}

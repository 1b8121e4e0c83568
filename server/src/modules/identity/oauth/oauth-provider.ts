/** Who the provider says signed in. */
export interface OAuthIdentity {
  /** The provider's stable id of the person for our app (WeChat: openid). */
  openId: string;
  /**
   * WeChat: the person's id across every app of the shop's open-platform account (website, official account, mini
   * program), present once the app is bound to that account; the stable identity when given.
   */
  unionId?: string;
  nickname: string | null;
}

/**
 * A third-party login in the authorization-code style: the browser is sent to `authorizeUrl`, the
 * provider sends it back to `redirectUri` with `code` and our `state`, and the server exchanges the
 * code for the person's identity. The real WeChat adapter implements the same two calls.
 */
export interface OAuthProvider {
  readonly name: string;
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Throws DomainError OAUTH_FAILED for a code the provider does not accept. */
  exchangeCode(code: string): Promise<OAuthIdentity>;
}

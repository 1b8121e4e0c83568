import type express from 'express';
import { bearerFrom, type ApiKeyAuthenticator, type AuthUser } from '../auth/index.js';
import type { Orm } from '../db/orm.js';
import { errorCatalogue, translateError } from '../errors/index.js';
import { localeOf } from './request-context.js';

const keyUsers = new WeakMap<express.Request, AuthUser>();

/** The user (with the key's scopes) an API key authenticated this request as; undefined without a key. */
export function apiKeyUserOf(req: express.Request): AuthUser | undefined {
  return keyUsers.get(req);
}

/**
 * Authenticates `Authorization: Bearer <key>` on /graphql and /api before anything runs: an unknown or revoked key is
 * answered HTTP 401 with API_KEY_INVALID (in the answer shape of the API asked), never treated as a visitor, so an
 * integrator learns at once that its key stopped working.
 */
export function apiKeyAuthentication(authenticator: ApiKeyAuthenticator, orm: Orm) {
  return (answer: 'graphql' | 'rest'): express.RequestHandler =>
    async (req, res, next) => {
      const key = bearerFrom(req.headers);
      if (!key) {
        next();
        return;
      }
      try {
        const user = await authenticator.authenticate(key, orm.em.fork());
        if (user) {
          keyUsers.set(req, user);
          next();
          return;
        }
        const message = translateError('API_KEY_INVALID', localeOf(req.headers));
        const spec = errorCatalogue.API_KEY_INVALID;
        res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
        res
          .status(spec.httpStatus)
          .json(
            answer === 'graphql'
              ? { errors: [{ message, extensions: { code: spec.graphqlCode, reason: 'API_KEY_INVALID' } }] }
              : { code: spec.restCode, msg: message, data: null },
          );
      } catch (error) {
        next(error);
      }
    };
}

import type { IncomingMessage } from 'node:http';
import { type HttpSession, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../graphql/context';
import { requestOrigin, TRUST_NO_PROXY, type TrustProxy } from './clientAddress';

export interface SessionCookieOptions {
  /** Treat every request as https (FOLIO_SECURE_COOKIES=1). */
  secureCookies?: boolean;
  /** Proxies believed about the client's scheme and address (FOLIO_TRUST_PROXY). */
  trustProxy?: TrustProxy;
}

/** One request's door to its session cookie, and the Set-Cookie lines it asked for. */
export interface RequestSession extends HttpSession {
  readonly setCookies: readonly string[];
}

/**
 * The session cookie for one request. Over https it is `__Host-folio_session`
 * with `Secure; Path=/` and no Domain: browsers accept a cookie of that name
 * only from this very host over https, so a sibling subdomain or a plain-http
 * page cannot plant a session (signing the victim into the attacker's
 * account). Over https only that name is read. Over http (local development)
 * the plain `folio_session`, which browsers would not keep under the prefix.
 */
export function requestSession(
  req: IncomingMessage,
  /** The request's cookies, as @fastify/cookie parsed them. */
  cookies: Readonly<Record<string, string | undefined>>,
  options: SessionCookieOptions = {},
): RequestSession {
  const origin = requestOrigin(req, options.trustProxy ?? TRUST_NO_PROXY);
  const secure = options.secureCookies === true || origin.https;
  const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  // The lines are written here, not by reply.setCookie: its serializer puts
  // Secure before SameSite, and sessionCookie.test.ts pins the line as it is.
  const setCookies: string[] = [];
  return {
    token: cookies[name] || null,
    ip: origin.ip,
    setCookies,
    setSessionCookie(token, maxAgeSeconds) {
      setCookies.push(`${name}=${token}; Max-Age=${maxAgeSeconds}; ${attributes}`);
    },
    clearSessionCookie() {
      setCookies.push(`${name}=; Max-Age=0; ${attributes}`);
    },
  };
}

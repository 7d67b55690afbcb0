import { errorCodes, type FastifyInstance } from 'fastify';
import { ServiceFailure } from '@writecheck/shared';

/**
 * The path to the first key in `value` that could change an object's prototype when copied with
 * assignment: `__proto__`, or `constructor` holding `prototype` (the names Fastify's own parser
 * refuses). Null when there is none. Walks without recursion: a JSON body may nest deeply.
 */
export function prototypeKeyPath(value: unknown): string[] | null {
  const pending: Array<[unknown, string[]]> = [[value, []]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, path] = next;
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      const child = (node as Record<string, unknown>)[key];
      if (key === '__proto__') return [...path, key];
      if (key === 'constructor' && child !== null && typeof child === 'object' && Object.hasOwn(child, 'prototype')) {
        return [...path, key, 'prototype'];
      }
      pending.push([child, [...path, key]]);
    }
  }
  return null;
}

/**
 * JSON bodies are parsed as Fastify parses them, except that a prototype-changing key is named in
 * the refusal: Fastify refused it as "Body is not valid JSON", which it is. No body schema has
 * such a field, so it is refused as an unknown field would be (400 invalid_body).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    if ((body as string).length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    // A leading byte-order mark is dropped, as Fastify's parser does.
    const text = (body as string).replace(/^\uFEFF/, '');
    let parsed: unknown;
    try {
      // JSON.parse defines `__proto__` as an own property; nothing is polluted before the check.
      parsed = JSON.parse(text);
    } catch {
      return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
    // Only a body that could spell such a key (plainly or escaped) is walked.
    const path = /__proto__|constructor|\\u/.test(text) ? prototypeKeyPath(parsed) : null;
    if (path !== null) {
      // Named as an unknown field is ("options: unknown field x"), under the object holding it.
      const holder = path.length - (path[path.length - 1] === 'prototype' ? 2 : 1);
      const at = path.slice(0, holder).join('.') || 'body';
      const message = `${at}: field ${path.slice(holder).join('.')} refused; __proto__ and constructor.prototype could change object prototypes`;
      return done(new ServiceFailure('invalid_body', message), undefined);
    }
    done(null, parsed);
  });
}

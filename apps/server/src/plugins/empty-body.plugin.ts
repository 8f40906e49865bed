import fp from 'fastify-plugin';

/**
 * A call that needs nothing but the session (spec §7: logout "sends the token, no other body") may come with no body
 * at all, with an empty JSON body, or with `{}`: all three reach the route's schema as `{}`. Without this, Fastify
 * answers an empty `application/json` body with 400 and hands the schema `null` when there is no body, and the
 * caller's token would stay alive after a logout that failed.
 */
export const emptyBodyPlugin = fp(async (app) => {
  // Fastify's own JSON parser (prototype poisoning refused), with an empty body read as {}.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, {});
    else void json(req, text, done);
  });

  app.addHook('preValidation', async (req) => {
    if (req.method === 'POST' && req.body == null && req.routeOptions.schema?.body) req.body = {};
  });
});

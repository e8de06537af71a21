import type { FastifyPluginAsync } from 'fastify';

/**
 * Makes a plugin's decorators and hooks visible to its parent, as fastify-plugin does:
 * Fastify honours the `skip-override` symbol on a plugin function.
 */
export function shared<O extends Record<string, unknown>>(
  plugin: FastifyPluginAsync<O>,
  name: string,
): FastifyPluginAsync<O> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { checkoutRoutes } from '../../../contract/checkout';
import { HttpError } from '../../plugins/errors';
import { autocomplete, resolveById } from '../../services/address/autocomplete';
import type { KnownAddress } from '../../services/address/types';

/** The session user's saved address is offered first when it matches. */
function knownAddresses(request: FastifyRequest): KnownAddress[] {
  const user = request.session.user;
  if (!user || user.address.trim() === '') return [];
  const address = {
    address1: user.address,
    address2: user.address2,
    postalCode: user.postalCode,
    city: user.city,
    state: '',
  };
  return [{ id: 'user', address }];
}

const address: FastifyPluginAsyncZod = async (app) => {
  const r = checkoutRoutes;
  app.route({
    ...r.addressAutocomplete,
    url: r.addressAutocomplete.path,
    handler: async (request) => ({
      suggestions: autocomplete(request.query.q, knownAddresses(request)).map((s) => ({ ...s })),
    }),
  });
  app.route({
    ...r.resolveAddress,
    url: r.resolveAddress.path,
    handler: async (request) => {
      const resolved = resolveById(request.params.id, knownAddresses(request));
      if (!resolved.ok) throw new HttpError(404, resolved.error);
      return { address: { ...resolved.address } };
    },
  });
};

export default address;

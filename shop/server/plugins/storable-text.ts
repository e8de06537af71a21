import { Messages } from '../../contract/errors';
import fp from 'fastify-plugin';
import { holdsNul } from '../lib/storable-text';
import { HttpError } from './errors';

/**
 * A NUL character anywhere in a request's path parameters, query or body is refused with a 400
 * before the route runs: the database cannot store or compare it, so it would otherwise reach a
 * query and fail there as the server's own fault. (Multipart uploads are read by their route;
 * routes/images/receive-uploads checks the file names it stores.)
 */
export default fp(
  async (app) => {
    // A callback hook, not an async one: every request passes here, and a promise costs more.
    app.addHook('preValidation', (request, _reply, done) => {
      if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
        done(new HttpError(400, Messages.nulCharacter));
        return;
      }
      done();
    });
  },
  { name: 'storable-text', fastify: '5.x' },
);

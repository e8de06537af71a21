import type { FastifyReply } from 'fastify';

/** How long a connection answered before its body ended still reads what the client sends. */
export const LINGER_MS = 2000;

/**
 * Ends the connection of a request answered before its body arrived (a refused 100 MB upload) the
 * way web servers do, a "lingering close": the answer goes out with a FIN, and what the client
 * still sends is read and dropped for up to LINGER_MS before the socket closes. Closing at once
 * with unread bytes makes the kernel answer them with a reset, and a client still sending then
 * fails its next write and can drop the answer unread: the parent sees "connection reset"
 * instead of the message. Call before sending the answer; it sets `Connection: close`.
 */
export function closeAfterAnswer(reply: FastifyReply): void {
  reply.header('connection', 'close');
  const request = reply.request.raw;
  const socket = request.socket;
  // Node's server calls destroySoon() once a `Connection: close` answer has been written.
  socket.destroySoon = () => {
    if (socket.destroyed) return;
    socket.end();
    request.unpipe();
    request.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}

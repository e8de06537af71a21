/** Method and path of each call of `debugRoutes` (debug.ts), without its schemas. */
export const debugAddresses = {
  start: { method: 'POST', path: '/api/webshop/debug/recordings' },
  events: { method: 'POST', path: '/api/webshop/debug/recordings/:uuid/events' },
  stop: { method: 'POST', path: '/api/webshop/debug/recordings/:uuid/stop' },
  list: { method: 'GET', path: '/api/webshop/debug/recordings' },
  recording: { method: 'GET', path: '/api/webshop/debug/recordings/:uuid' },
  batch: { method: 'GET', path: '/api/webshop/debug/recordings/:uuid/batches/:seq' },
} as const;

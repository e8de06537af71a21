/** Method and path of each call of `shareRoutes` (share.ts), without its schemas. */
export const shareAddresses = {
  share: { method: 'GET', path: '/sections/prophoto/ajax/do_tipafriend.php' },
} as const;

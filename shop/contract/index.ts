// The contract of every HTTP call: zod schemas and route tables shared by server and web.
// Written with zod/mini (z.optional(x), z.string().check(z.maxLength(n))): the same checks as
// classic zod, tree-shakable. The web calls through addresses/ (method and path) typed by
// route-at.ts, so no schema code ships with the browser's first page.
export * from './http';
export * from './money';
export * from './errors';
export * from './session';
export * from './codes';
export * from './account';
export * from './picture-sets';
export * from './shop-settings';
export * from './cart';
export * from './cart-actions';
export * from './checkout';
export * from './orders';
export * from './catalogue';
export * from './digital';
export * from './packages';
export * from './routes';

// The product type codes as plain constants, without the schemas of products.ts (which
// re-exports them): the cart page needs a code, not zod.

/**
 * Product type codes that open the template editor; 200 is a package
 * (docs/rules/personalisation.md §3).
 */
export const TEMPLATE_PRODUCT_TYPES = [1, 2, 89] as const;
export const PACKAGE_PRODUCT_TYPE = 200;

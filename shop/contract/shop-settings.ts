import { z } from 'zod/mini';
import { shopAddresses } from './addresses/shop-settings';
import { defineRoute } from './http';

/** A text in each shop language. */
export const Localised = z.object({ en: z.string(), nb: z.string(), sv: z.string() });

/** 0 always, 1 only signed in, 2 only signed out. */
export const MenuVisibility = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const MenuItemFields = {
  uuid: z.string(),
  /** internal: `target` is a shop path; modal: `target` names a dialog; external: a URL. */
  type: z.enum(['internal', 'modal', 'external']),
  target: z.string(),
  data: z.nullable(z.record(z.string(), z.string())),
  title: Localised,
  visibility: MenuVisibility,
};
export const MenuChild = z.object(MenuItemFields);
export const MenuItem = z.object({ ...MenuItemFields, children: z.array(MenuChild) });
export type MenuItem = z.infer<typeof MenuItem>;

export const ShopSettings = z.object({
  name: z.string(),
  contactInfo: z.object({
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    state: z.string(),
  }),
  currency: z.string().check(z.length(3)),
  country: z.string().check(z.length(2)),
  terms: z.object({ termsOfService: z.string(), termsOfPurchase: z.string() }),
  webshop: z.object({
    /** Minor units; a negative value means no free-delivery promo. */
    freeShippingThreshold: z.int(),
    hasPrivacyPolicy: z.boolean(),
  }),
  locale: z.object({
    languages: z.array(z.object({ name: z.string(), long: z.string() })),
    default_language: z.string(),
  }),
  options: z.object({
    acceptMailDefaultOn: z.boolean(),
    disableAcceptMailWhenLoggingIn: z.boolean(),
    disableAcceptMailOptionWhenRegisteringUser: z.boolean(),
    allowOwnPhotos: z.boolean(),
    gatherAddress2: z.boolean(),
    gatherState: z.boolean(),
    states: z.array(z.string()),
    hidePostalCode: z.boolean(),
    showDisabledDeliveryCountry: z.boolean(),
    useAddressAutocompleteService: z.boolean(),
    disableOrderComment: z.boolean(),
  }),
  menu: z.array(MenuItem),
  /** Payments go through the built-in test gateways, which move no money: the pages say so. */
  testPayments: z.boolean(),
  /**
   * The kinds of payment option a built-in test gateway serves here (no real provider is
   * configured for them): the payment step marks those options, and only those, as test mode.
   */
  testGateways: z.array(z.enum(['invoice', 'mobile', 'card'])),
});
export type ShopSettings = z.infer<typeof ShopSettings>;

export const shopRoutes = {
  settings: defineRoute({
    ...shopAddresses.settings,
    schema: { response: { 200: ShopSettings } },
  }),
  /** Privacy policy text (line breaks are meaningful); '' when the shop has none. */
  privacyPolicy: defineRoute({
    ...shopAddresses.privacyPolicy,
    schema: { response: { 200: z.object({ data: z.object({ privacyPolicy: z.string() }) }) } },
  }),
} as const;

import { asc, eq } from 'drizzle-orm';
import type { MenuItem, ShopSettings } from '../../../contract/shop-settings';
import type { Db } from '../../db/client';
import { menuItems, shops } from '../../db/schema';

export type ShopRow = typeof shops.$inferSelect;

/** The shop this server runs (one per installation). */
export async function currentShop(db: Db): Promise<ShopRow> {
  const [shop] = await db.select().from(shops).limit(1);
  if (!shop) throw new Error('No shop configured: run `npm run db:reset` to seed the demo shop');
  return shop;
}

const flag = (options: ShopRow['options'], name: string): boolean => options[name] === true;

/** The shop's stored settings (the route adds what the running shop's config says). */
export async function shopSettings(
  db: Db,
): Promise<Omit<ShopSettings, 'testPayments' | 'testGateways'>> {
  const shop = await currentShop(db);
  const items = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.shopUuid, shop.uuid))
    .orderBy(asc(menuItems.position));
  const enabled = items.filter((i) => i.enabled);
  const toItem = (i: (typeof items)[number]) => ({
    uuid: i.uuid,
    type: i.type,
    target: i.target,
    data: i.data,
    title: i.title,
    visibility: i.visibility,
  });
  const menu: MenuItem[] = enabled
    .filter((i) => i.parentUuid === null)
    .map((i) => ({
      ...toItem(i),
      children: enabled.filter((c) => c.parentUuid === i.uuid).map(toItem),
    }));
  const o = shop.options;
  return {
    name: shop.name,
    contactInfo: shop.contact,
    currency: shop.currency,
    country: shop.country,
    terms: { termsOfService: shop.termsOfService, termsOfPurchase: shop.termsOfPurchase },
    webshop: {
      freeShippingThreshold: shop.freeShippingThreshold,
      hasPrivacyPolicy: shop.privacyPolicy.trim().length > 0,
    },
    locale: { languages: shop.languages, default_language: shop.defaultLanguage },
    options: {
      acceptMailDefaultOn: flag(o, 'acceptMailDefaultOn'),
      disableAcceptMailWhenLoggingIn: flag(o, 'disableAcceptMailWhenLoggingIn'),
      disableAcceptMailOptionWhenRegisteringUser: flag(
        o,
        'disableAcceptMailOptionWhenRegisteringUser',
      ),
      allowOwnPhotos: flag(o, 'allowOwnPhotos'),
      gatherAddress2: flag(o, 'gatherAddress2'),
      gatherState: flag(o, 'gatherState'),
      states: Array.isArray(o.states) ? o.states : [],
      hidePostalCode: flag(o, 'hidePostalCode'),
      showDisabledDeliveryCountry: flag(o, 'showDisabledDeliveryCountry'),
      useAddressAutocompleteService: flag(o, 'useAddressAutocompleteService'),
      disableOrderComment: flag(o, 'disableOrderComment'),
    },
    menu,
  };
}

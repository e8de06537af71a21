import { asc, eq } from 'drizzle-orm';
import type { DeliveryMethod as ContractDeliveryMethod } from '../../../contract/checkout';
import type { Db } from '../../db/client';
import { deliveryMethods } from '../../db/schema';
import type { DeliveryMethod } from '../pricing/delivery/delivery-methods';
import type { Currency } from '../pricing/money';
import { money } from '../pricing/money';
import { LANGS, type Lang } from '../../lib/i18n/format';
import { localise, localisePickup } from '../../lib/i18n/localised';
import { groupPickupLocations, isExpressId } from '../pricing/delivery/pickup-locations';

/** The shop's delivery methods as the pricing core reads them, named in the parent's language. */
export async function loadDeliveryMethods(
  db: Db,
  shopUuid: string,
  lang: Lang = 'en',
): Promise<DeliveryMethod[]> {
  const rows = await db
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.shopUuid, shopUuid))
    .orderBy(asc(deliveryMethods.position));
  return rows.map((row) => ({
    type: row.type,
    name: localise(row, row.translations, lang).name,
    deliveryOptions: row.options.map(({ translations, ...o }) => ({
      ...localise(o, translations, lang),
      type: row.type,
    })),
    pickupLocations: row.pickupLocations.map((l) => localisePickup(l, lang)),
  }));
}

/** Methods in the contract's shape (prices as money). */
export function deliveryMethodsView(
  methods: readonly DeliveryMethod[],
  currency: Currency,
): ContractDeliveryMethod[] {
  return methods.map((m) => ({
    type: m.type,
    name: m.name,
    deliveryOptions: m.deliveryOptions.map((o) => ({
      ...o,
      price: money(o.price, currency),
      subjects: o.subjects.map((s) => ({ ...s })),
    })),
    // Each store's locations together, standard before express, tagged with their store.
    pickupLocations: groupPickupLocations(m.pickupLocations).flatMap((group) =>
      [...group.standard, ...group.express].map((l) => ({
        ...l,
        price: money(l.price, currency),
        deliveryTime: { ...l.deliveryTime },
        group: group.key,
        express: isExpressId(l.uuid),
      })),
    ),
  }));
}

/** The texts of a chosen delivery a receipt shows, in one language. */
export interface DeliveryTexts {
  name: string;
  pickupname?: string;
  deliveryTime?: string;
}

/**
 * The chosen delivery option's name (and pickup place and its delivery time) in every language
 * the shop speaks, kept with the order so its receipt reads in the language it is read in.
 */
export async function deliveryTextsByLang(
  db: Db,
  shopUuid: string,
  optionUuid: string,
  pickupUuid: string | null,
): Promise<Partial<Record<Lang, DeliveryTexts>>> {
  const out: Partial<Record<Lang, DeliveryTexts>> = {};
  for (const lang of LANGS) {
    const methods = await loadDeliveryMethods(db, shopUuid, lang);
    for (const method of methods) {
      const option = method.deliveryOptions.find((o) => o.uuid === optionUuid);
      if (!option) continue;
      const place = method.pickupLocations.find((l) => l.uuid === pickupUuid);
      out[lang] = {
        name: option.name,
        ...(place ? { pickupname: place.pickupname, deliveryTime: place.deliveryTime.string } : {}),
      };
    }
  }
  return out;
}

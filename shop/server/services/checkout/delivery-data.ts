import { asc, eq } from 'drizzle-orm';
import type { DeliveryMethod as ContractDeliveryMethod } from '../../../contract/checkout';
import type { Db } from '../../db/client';
import { deliveryMethods } from '../../db/schema';
import type { DeliveryMethod } from '../pricing/delivery/delivery-methods';
import type { Currency } from '../pricing/money';
import { money } from '../pricing/money';
import type { Lang } from '../../lib/i18n/format';
import { localise } from '../../lib/i18n/localised';
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
    pickupLocations: row.pickupLocations,
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

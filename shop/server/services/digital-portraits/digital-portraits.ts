import { eq } from 'drizzle-orm';
import type {
  DigitalPortraits,
  DigitalSection,
  DigitalSet,
  DigitalSubjectSummary,
} from '../../../contract/digital';
import { pictureUrl, type PictureSet } from '../../../contract/picture-sets';
import type { Db } from '../../db/client';
import { digitalSetOffers } from '../../db/schema';
import { NotFound } from '../../lib/domain-errors';
import {
  digitalFileCounts,
  digitalProductRows,
  digitalRebates,
  type PictureType,
  pricedDigital,
} from './data';
import { listPictureSets } from '../codes/picture-sets';
import { meetsCampaignRequirement } from '../pricing/campaign';
import { type DigitalRebateSettings, rebatedDigitalPrice } from '../pricing/digital-rebate';
import { type Currency, money } from '../pricing/money';
import { ordinalTierPrice } from '../pricing/price-tiers';
import { customerFacts, type Lang } from '../catalogue/products';
import { localise } from '../../lib/i18n/localised';

const SECTION_ORDER: PictureType[] = ['IP', 'MGP', 'GP'];
const SET_PREVIEW = 3;

/**
 * docs/rules/personalisation.md §4: a set is offered only when it is not bought and no non-portrait
 * pictures remain.
 */
export function setIsOffered(set: Pick<PictureSet, 'bought' | 'pictures'>): boolean {
  return !set.bought && !set.pictures.some((p) => p.pictureType !== 'IP' && !p.bought);
}

/** Whether anything of the set can still be bought as a digital file. */
export const hasBuyablePictures = (set: Pick<PictureSet, 'pictures'>): boolean =>
  set.pictures.some((p) => !p.bought);

/** The sets to buy digital pictures for (the list page and the picture-set switcher). */
export async function digitalSubjects(db: Db, userUuid: string): Promise<DigitalSubjectSummary[]> {
  return (await listPictureSets(db, userUuid)).map((set) => ({
    subject: set.subject,
    jobName: set.job.name,
    year: set.year,
    buyable: hasBuyablePictures(set),
    avatar: set.avatar?.url ?? null,
  }));
}

async function digitalSet(
  db: Db,
  set: PictureSet,
  rebate: DigitalRebateSettings,
  currency: Currency,
  lang: Lang,
): Promise<DigitalSet | null> {
  if (!setIsOffered(set)) return null;
  const [offer] = await db
    .select()
    .from(digitalSetOffers)
    .where(eq(digitalSetOffers.subjectUuid, set.subject.uuid));
  if (!offer) return null;
  const price = money(offer.price, currency);
  const charged = rebatedDigitalPrice(price, rebate.rebatedDigitalSetPrice);
  return {
    productUuid: offer.productUuid,
    name: localise(offer, offer.translations, lang).name,
    price,
    rebatedPrice: charged.amount < price.amount ? charged : null,
    inCart: set.inCart,
    preview: set.pictures
      .filter((p) => p.pictureType !== 'GP')
      .slice(0, SET_PREVIEW)
      .map((p) => pictureUrl(p.uuid, { size: '320' })),
  };
}

/** One subject's digital portraits: sections with the next tier price, and the digital set. */
export async function digitalPortraits(
  db: Db,
  userUuid: string,
  subjectUuid: string,
  lang: Lang,
  currency: Currency,
): Promise<DigitalPortraits> {
  const [set] = await listPictureSets(db, userUuid, subjectUuid);
  if (!set) throw new NotFound();
  const productRows = await digitalProductRows(db);
  const counts = await digitalFileCounts(db, userUuid);
  const facts = await customerFacts(db, userUuid);
  const rebate = (await digitalRebates(db, [set.subject.uuid], currency))(set.subject.uuid);
  const sections: DigitalSection[] = [];
  for (const type of SECTION_ORDER) {
    const row = productRows.find((p) => p.pictureType === type);
    const own = set.pictures.filter((p) => p.pictureType === type);
    if (!row || own.length === 0) continue;
    const n = (counts.bought.get(type) ?? 0) + (counts.inCart.get(type) ?? 0) + 1;
    const tier = ordinalTierPrice(pricedDigital(row, lang), n, facts, currency);
    sections.push({
      pictureType: type,
      productUuid: row.uuid,
      // The subject's rebatedDigitalFilePrice when below the tier: charged so in the cart too.
      nextPrice: rebatedDigitalPrice(tier.unit, rebate.rebatedDigitalFilePrice),
      originalPrice: tier.original,
      productprices: row.productprices,
      campaign: meetsCampaignRequirement(row.campaignrequirement, facts),
      pictures: own.map((p) => ({
        uuid: p.uuid,
        pictureType: p.pictureType,
        width: p.width,
        height: p.height,
        greenscreen: p.greenscreen,
        bought: p.bought,
        inCart: p.inCart,
      })),
    });
  }
  return {
    subject: set.subject,
    setBought: set.bought,
    sections,
    digitalSet: await digitalSet(db, set, rebate, currency, lang),
  };
}

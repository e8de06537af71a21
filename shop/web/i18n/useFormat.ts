import { useTranslation } from 'react-i18next';
import type { Money } from '../../contract/money';
import { formatAmount, formatCountry, formatDate, formatMoney, formatRate } from './format';

/** Money, rates, countries and dates in the current language; a price of 0 shows as 'Free'. */
export function useFormat() {
  const { t, i18n } = useTranslation();
  return {
    money: (money: Money) => formatMoney(money, i18n.language) ?? t('common.free'),
    /** An amount that may be 0 and then says so ('NOK 0'), for VAT and the like. */
    amount: (money: Money) => formatAmount(money, i18n.language),
    rate: (basisPoints: number) => formatRate(basisPoints, i18n.language),
    country: (code: string) => formatCountry(code, i18n.language),
    date: (value: string | number | Date) => formatDate(value, i18n.language),
  };
}

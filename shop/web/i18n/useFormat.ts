import { useTranslation } from 'react-i18next';
import type { Money } from '../../contract/money';
import { formatDate, formatMoney } from './format';

/** Money and dates in the current language; a price of 0 shows as 'Free'. */
export function useFormat() {
  const { t, i18n } = useTranslation();
  return {
    money: (money: Money) => formatMoney(money, i18n.language) ?? t('common.free'),
    date: (value: string | number | Date) => formatDate(value, i18n.language),
  };
}

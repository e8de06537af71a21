import { useTranslation } from 'react-i18next';
import type { TemplateListItem } from '../../../contract/catalogue';
import { tKey } from '../../i18n/keys';
import { CompactField } from '../../ui/CompactField';
import { ChoiceOptions } from '../../ui/SelectField';
import { type FacetKey, type FilterState, visibleFacets } from './filters';
import type { ListType } from './list-target';
import styles from './catalogue.module.css';

const LABELS = {
  format: tKey('catalogue.filterFormat'),
  userTexts: tKey('catalogue.filterTexts'),
  userImages: tKey('catalogue.filterImages'),
  pages: tKey('catalogue.filterPages'),
} as const satisfies Record<FacetKey, string>;

interface Props {
  type: ListType;
  items: readonly TemplateListItem[];
  state: FilterState;
  onChange: (state: FilterState) => void;
}

/** The text filter always; format, texts, images or pages only with more than one option. */
export function FilterBar({ type, items, state, onChange }: Props) {
  const { t } = useTranslation();
  const label = (key: FacetKey) => t(LABELS[key]);
  return (
    <div className={styles.filters} role="search">
      <CompactField label={t('catalogue.filterText')}>
        <input
          type="search"
          value={state.text}
          onChange={(event) => onChange({ ...state, text: event.target.value })}
        />
      </CompactField>
      {visibleFacets(type, items).map(({ key, options }) => (
        <CompactField key={key} label={label(key)}>
          <select
            value={state.chosen[key] ?? ''}
            onChange={(event) => {
              const chosen = { ...state.chosen };
              if (event.target.value === '') delete chosen[key];
              else chosen[key] = event.target.value;
              onChange({ ...state, chosen });
            }}
          >
            <ChoiceOptions empty={t('catalogue.filterAll')} choices={options} />
          </select>
        </CompactField>
      ))}
    </div>
  );
}

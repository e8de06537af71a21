import { Button } from './Button';
import { Icon } from './icons';
import './TopBar.css';

export interface TopBarProps {
  backLabel: string;
  templateName: string;
  productName: string;
  priceLabel: string;
  onBack: () => void;
}

/**
 * Back arrow, template name, and product name with its price (docs/rules/personalisation.md §2).
 */
export function TopBar({ backLabel, templateName, productName, priceLabel, onBack }: TopBarProps) {
  return (
    <header className="ks-topbar">
      <Button variant="icon" aria-label={backLabel} onClick={onBack}>
        <Icon name="back" />
      </Button>
      <div className="ks-topbar__titles">
        <span className="ks-topbar__template">{templateName}</span>
        <span className="ks-topbar__product">
          {productName} · {priceLabel}
        </span>
      </div>
    </header>
  );
}

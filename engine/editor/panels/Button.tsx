import type { ButtonHTMLAttributes } from 'react';
import './Button.css';

type Variant = 'default' | 'primary' | 'icon';

/** A button at least 44 px square (touch target), in one of the editor's variants. */
export function Button({
  variant = 'default',
  selected = false,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; selected?: boolean }) {
  const classes = [
    'ks-btn',
    variant === 'default' ? '' : `ks-btn--${variant}`,
    selected ? 'ks-btn--selected' : '',
    className ?? '',
  ].filter(Boolean);
  return <button type="button" className={classes.join(' ')} {...rest} />;
}

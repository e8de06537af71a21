import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cx } from './cx';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

interface Look {
  variant?: ButtonVariant;
  block?: boolean;
}

export function buttonClass({ variant = 'primary', block = false }: Look, extra?: string): string {
  return cx(styles.button, styles[variant], block && styles.block, extra);
}

/** The look of a round button that holds only an icon, named by its aria-label. */
export const iconButtonClass = styles.icon;

type ButtonProps = ComponentProps<'button'> & Look & { busy?: boolean };

/** A button with a 44 px touch target; `busy` shows a spinner and blocks further clicks. */
export function Button({
  variant,
  block,
  busy = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & Look;

/** A router link that looks like a button. */
export function ButtonLink({ variant, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, block }, className)} {...rest} />;
}

/** Line icons drawn in currentColor; decorative, so the control around them carries the name. */
function Icon({ d, size = 24 }: { d: string; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = () => <Icon d="M4 7h16M4 12h16M4 17h16" />;
export const CloseIcon = () => <Icon d="M6 6l12 12M18 6L6 18" />;
export const CartIcon = () => (
  <Icon d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M9.5 20a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1zM17.5 20a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z" />
);
export const ChevronIcon = () => <Icon d="M9 6l6 6-6 6" size={20} />;
export const UserIcon = () => (
  <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
);

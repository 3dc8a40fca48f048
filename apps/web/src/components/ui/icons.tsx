import type { ReactNode, SVGProps } from 'react';

/** Line icons drawn inline (no requests, they take the text colour). Always decorative: label the control. */
function Icon({ children, size = 24, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

type P = { size?: number; className?: string };

export const MenuIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 7h18M3 12h18M3 17h12" />
  </Icon>
);
export const CloseIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const SearchIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Icon>
);
export const BagIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 8h14l-1.2 12H6.2L5 8Z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </Icon>
);
export const UserIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </Icon>
);
export const LogoutIcon = (p: P) => (
  <Icon {...p}>
    <path d="M14 4h4.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H14" />
    <path d="M10 16.5 5.5 12 10 7.5M5.5 12H15" />
  </Icon>
);
export const LeafIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 19c0-8 5-13 14-14-.5 9-5.5 14-13 14" />
    <path d="M5 19c3-4 6-6.5 9.5-8.5" />
  </Icon>
);
export const ArrowIcon = ({ direction = 'right', ...p }: P & { direction?: 'left' | 'right' }) => (
  <Icon {...p}>{direction === 'right' ? <path d="M5 12h14m-5-5 5 5-5 5" /> : <path d="M19 12H5m5-5-5 5 5 5" />}</Icon>
);
export const PlusIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 6v12M6 12h12" />
  </Icon>
);

const SOCIAL: Record<string, ReactNode> = {
  facebook: (
    <path d="M14 8.5h2.5V5H14a3.5 3.5 0 0 0-3.5 3.5V11H8v3.5h2.5V21H14v-6.5h2.5L17 11h-3V9a.5.5 0 0 1 .5-.5Z" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
      <path d="m10 9 5 3-5 3V9Z" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M13.5 3.5v11.2a3.2 3.2 0 1 1-3.2-3.2M13.5 3.5c.4 2.6 2 4.1 4.5 4.3" />,
};

export const SocialIcon = ({ network, ...p }: P & { network: string }) => <Icon {...p}>{SOCIAL[network]}</Icon>;

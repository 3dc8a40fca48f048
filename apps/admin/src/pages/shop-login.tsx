import type { ReactNode } from 'react';
import { Login } from 'react-admin';

/** react-admin's sign-in card on the shop's own warm background. */
export function ShopLogin({ children }: { children: ReactNode }) {
  return <Login sx={{ backgroundImage: 'none', backgroundColor: '#f3ece4' }}>{children}</Login>;
}

/**
 * The shop's staff and what each may do in the back office. An owner runs
 * everything and manages the staff; a manager runs the catalogue, content,
 * promotions, orders and what customers send and receive (messages,
 * newsletter addresses, e-mails); a packer sees orders, packs and ships them.
 */
export const STAFF_ROLES = ['OWNER', 'MANAGER', 'PACKER'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The parts of the back office a permission is given for. */
export const STAFF_AREAS = [
  'staff',
  'audit',
  'catalog',
  'content',
  'promotions',
  'orders',
  'shipping',
  'customers',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

const AREAS_OF: Record<StaffRole, readonly StaffArea[]> = {
  OWNER: STAFF_AREAS,
  MANAGER: ['catalog', 'content', 'promotions', 'orders', 'shipping', 'customers'],
  PACKER: ['orders', 'shipping'],
};

/** Whether a member of staff with `role` may work in `area`. */
export function staffMay(role: StaffRole, area: StaffArea): boolean {
  return AREAS_OF[role].includes(area);
}

/** Polish names of the roles, as the back office shows them. */
export const STAFF_ROLE_NAMES_PL: Record<StaffRole, string> = {
  OWNER: 'właściciel',
  MANAGER: 'kierownik',
  PACKER: 'pakowacz',
};

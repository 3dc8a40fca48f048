import type { AdminCompany, AdminCompanyUpdate } from '@manufaktura/contract';
import { normalizeNip } from '@manufaktura/core';

import { refuse } from '../refusal.ts';
import type { CompanyChanges, CompanyRow } from '../repositories/companies-admin.ts';
import type { Repositories } from '../repositories/index.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';
import { recordVersion } from './record-version.ts';

const changeable = (row: CompanyRow): CompanyChanges => ({
  name: row.name,
  address: row.address,
  zip: row.zip,
  city: row.city,
  vatNo: row.vatNo,
  mail: row.mail,
  phone: row.phone,
  notes: row.notes,
});

export function toAdminCompany(row: CompanyRow): AdminCompany {
  return {
    id: row.companyId,
    role: row.role,
    name: row.name,
    address: row.address,
    zip: row.zip,
    city: row.city,
    vat_no: row.vatNo,
    mail: row.mail,
    phone: row.phone,
    notes: row.notes,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_to: row.validTo?.toISOString() ?? null,
    version: recordVersion(changeable(row)),
  };
}

/** `value` when the change gives one (null included), else what was there. */
const given = <T>(value: T | undefined, kept: T): T => (value === undefined ? kept : value);

/**
 * Changes a company's name, address, NIP (kept as its ten digits) or contact
 * details when nobody changed them since `version`. Its role and the dates it
 * sold in stay: they are the shop's history.
 */
export async function updateCompany(
  repositories: Repositories,
  companyId: string,
  body: AdminCompanyUpdate,
  ctx: ActorContext,
): Promise<CompanyRow> {
  const before = await repositories.companiesAdmin.lock(companyId);
  if (!before) refuse({ code: 'company.not.found' });
  if (toAdminCompany(before).version !== body.version) refuse({ code: 'admin.version.conflict' });
  const vatNo = given(body.vat_no, before.vatNo);
  const after = await repositories.companiesAdmin.update(companyId, {
    name: given(body.name, before.name),
    address: given(body.address, before.address),
    zip: given(body.zip, before.zip),
    city: given(body.city, before.city),
    vatNo: vatNo === null ? null : normalizeNip(vatNo),
    mail: given(body.mail, before.mail),
    phone: given(body.phone, before.phone),
    notes: given(body.notes, before.notes),
  });
  await auditChange(repositories, ctx, {
    action: 'company.changed',
    entity: 'company',
    entityId: companyId,
    before: changeable(before),
    after: changeable(after),
  });
  return after;
}

import type { DataProvider, GetListResult, GetManyReferenceResult, Identifier, RaRecord } from 'react-admin';

import { callApi } from './api.ts';

const query = (params: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const one = <R extends RaRecord>(resource: string, id: Identifier) =>
  callApi<R>('GET', `/${resource}/${encodeURIComponent(String(id))}`);

/**
 * One data provider over `/api/admin/{resource}`, whose lists answer
 * `{ data, total }`: lists by `limit`/`offset` with the filters as query
 * parameters, a record by id, a change as a PATCH of the fields changed with
 * the `version` the record was read at (a stale one is refused, never
 * overwritten). Nothing is deleted: staff are disabled, and the shop's
 * records keep their history.
 */
export const dataProvider: DataProvider = {
  async getList<R extends RaRecord>(
    resource: string,
    { pagination, filter }: { pagination?: { page: number; perPage: number }; filter?: object },
  ) {
    const { page, perPage } = pagination ?? { page: 1, perPage: 25 };
    return callApi<GetListResult<R>>(
      'GET',
      `/${resource}${query({ ...filter, limit: perPage, offset: (page - 1) * perPage })}`,
    );
  },
  async getOne<R extends RaRecord>(resource: string, { id }: { id: Identifier }) {
    return { data: await one<R>(resource, id) };
  },
  async getMany<R extends RaRecord>(resource: string, { ids }: { ids: Identifier[] }) {
    return { data: await Promise.all(ids.map((id) => one<R>(resource, id))) };
  },
  async getManyReference<R extends RaRecord>(
    resource: string,
    {
      target,
      id,
      pagination,
      filter,
    }: { target: string; id: Identifier; pagination: { page: number; perPage: number }; filter?: object },
  ) {
    const { page, perPage } = pagination;
    return callApi<GetManyReferenceResult<R>>(
      'GET',
      `/${resource}${query({ ...filter, [target]: id, limit: perPage, offset: (page - 1) * perPage })}`,
    );
  },
  async create<R extends RaRecord>(resource: string, { data }: { data: Partial<R> }) {
    const answer = await callApi<R | { staff: R; invitation_url: string }>('POST', `/${resource}`, data);
    // An invitation answers the member with the link beside them.
    return { data: 'staff' in answer ? { ...answer.staff, invitation_url: answer.invitation_url } : answer };
  },
  async update<R extends RaRecord>(
    resource: string,
    { id, data, previousData }: { id: Identifier; data: Partial<R>; previousData: R },
  ) {
    const changed = Object.fromEntries(
      Object.entries(data).filter(([key, value]) => key !== 'id' && previousData[key] !== value),
    );
    const body = { ...changed, version: previousData.version };
    return { data: await callApi<R>('PATCH', `/${resource}/${encodeURIComponent(String(id))}`, body) };
  },
  async updateMany() {
    throw new Error('updateMany is not offered');
  },
  async delete() {
    throw new Error('delete is not offered');
  },
  async deleteMany() {
    throw new Error('deleteMany is not offered');
  },
};

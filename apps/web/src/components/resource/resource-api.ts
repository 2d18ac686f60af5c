import type { ListResponse } from '@encore/shared/common/list.schema';
import { api } from '@/lib/api-client';

/** The query of every server-paged list (see shared list.schema). */
export interface ListParams {
  page: number;
  pageSize: number;
  search?: string;
  sort?: string;
}

export function listQueryString(params: ListParams): string {
  const qs = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.search) qs.set('search', params.search);
  if (params.sort) qs.set('sort', params.sort);
  return qs.toString();
}

/** A list's own filters (the resource declaration's `filters`); undefined ones are left out. */
export type ListFilters = Record<string, string | number | boolean | undefined>;

export function fetchList<T>(path: string, params: ListParams, filters: ListFilters = {}) {
  const qs = new URLSearchParams(listQueryString(params));
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) qs.set(name, String(value));
  return api.get<ListResponse<T>>(`${path}?${qs.toString()}`);
}

export const fetchOne = async <T>(path: string, id: string) =>
  (await api.get<{ data: T }>(`${path}/${id}`)).data;

export const createOne = async <T>(path: string, input: unknown) =>
  (await api.post<{ data: T }>(path, input)).data;

export const updateOne = async <T>(path: string, id: string, input: unknown) =>
  (await api.patch<{ data: T }>(`${path}/${id}`, input)).data;

export const deleteOne = (path: string, id: string) => api.delete<unknown>(`${path}/${id}`);

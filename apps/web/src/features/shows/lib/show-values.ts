import {
  showCreateSchema,
  type Show,
  type ShowCreateInput,
  type ShowStatus,
} from '@encore/shared/shows/show.schema';
import type { Schedule } from './schedule';
import { issuesByPath } from '@/lib/form/zod-form';

/** What the show form edits: text fields as strings, selects as ids or null, the schedule as dates. */
export interface ShowFormValues extends Record<string, unknown> {
  name: string;
  subtitle: string;
  description: string;
  subDescription: string;
  categoryIds: string[];
  artistIds: string[];
  producerId: string | null;
  roomId: string | null;
  /** NumberInput gives '' while the field is empty. */
  durationMinutes: number | string;
  salesChannelIds: string[];
  pricingId: string | null;
  poster: string | null;
  status: ShowStatus;
  dates: Schedule;
}

export const showFormFields = [
  'name',
  'subtitle',
  'description',
  'subDescription',
  'categoryIds',
  'artistIds',
  'producerId',
  'roomId',
  'durationMinutes',
  'salesChannelIds',
  'pricingId',
  'poster',
  'status',
  'dates',
] as const;

/** A new show: published, two hours, no date yet; a producer account gets its only producer preset. */
export function emptyShowValues(producerId: string | null = null): ShowFormValues {
  return {
    name: '',
    subtitle: '',
    description: '',
    subDescription: '',
    categoryIds: [],
    artistIds: [],
    producerId,
    roomId: null,
    durationMinutes: 120,
    salesChannelIds: [],
    pricingId: null,
    poster: null,
    status: 'published',
    dates: [],
  };
}

export function showValuesOf(show: Show): ShowFormValues {
  return {
    name: show.name,
    subtitle: show.subtitle ?? '',
    description: show.description ?? '',
    subDescription: show.subDescription ?? '',
    categoryIds: show.categoryIds,
    artistIds: show.artistIds,
    producerId: show.producerId,
    roomId: show.roomId,
    durationMinutes: show.durationMinutes,
    salesChannelIds: show.salesChannelIds,
    pricingId: show.pricingId,
    poster: show.poster,
    status: show.status,
    dates: show.dates.map((d) => ({ date: d.date, times: [...d.times] })),
  };
}

/**
 * The body of POST and PATCH (PATCH with `dates` replaces the schedule). Empty selects become '' so the
 * shared schema answers 'Required field', and an empty duration NaN so it answers its own message.
 */
export function showInputOf(values: ShowFormValues): ShowCreateInput {
  return {
    name: values.name.trim(),
    subtitle: values.subtitle.trim(),
    description: values.description.trim(),
    subDescription: values.subDescription.trim(),
    categoryIds: values.categoryIds,
    artistIds: values.artistIds,
    producerId: values.producerId ?? '',
    roomId: values.roomId ?? '',
    durationMinutes: values.durationMinutes === '' ? Number.NaN : Number(values.durationMinutes),
    salesChannelIds: values.salesChannelIds,
    pricingId: values.pricingId,
    poster: values.poster,
    status: values.status,
    dates: [...values.dates]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((d) => ({ date: d.date, times: [...d.times].sort() })),
  };
}

/** The shared schema's first message per field path ('dates.1.times'), untranslated. */
export function showValueIssues(values: ShowFormValues): Record<string, string> {
  return issuesByPath(showCreateSchema.safeParse(showInputOf(values)));
}

import type { OptionSource } from '@/components/common/server-search-select';
import { useShowOption, useShowOptions } from '@/features/shows/api/list-show-options';

/** The show filters of analytics and of the orders list: searched on the server as the user types. */
export const showSearch: OptionSource = { useOptions: useShowOptions, useOption: useShowOption };

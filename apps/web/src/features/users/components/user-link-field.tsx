import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkOptions, type LinkKind } from '../api/link-options';

/** Which link a role needs: a PRODUCER account sees its producer's shows, an ARTIST the shows it plays in. */
export const linkOfRole = (role: string): LinkKind | null =>
  role === 'PRODUCER' ? 'producer' : role === 'ARTIST' ? 'artist' : null;

interface UserLinkFieldProps {
  kind: LinkKind;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
  readOnly?: boolean;
}

/** The producer or artist an account is linked to: a select searched on the server, required. */
export function UserLinkField({ kind, value, onChange, error, readOnly }: UserLinkFieldProps) {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { options, isError } = useLinkOptions(kind, debounced, value);
  return (
    <Select
      label={t(`fields.${kind}`)}
      description={t(`hints.${kind}`)}
      required
      searchable
      clearable
      data={options}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: show its answer as it is (accents and case ignored there).
      filter={({ options: all }) => all}
      nothingFoundMessage={t('link.none')}
      error={error ?? (isError ? t('errors:fetchFailed') : undefined)}
      readOnly={readOnly}
    />
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShowStatus } from '@encore/shared/shows/show.schema';

/** Published in green, archived in grey; 'light' badges keep AA contrast in both colour schemes. */
export function ShowStatusBadge({ status }: { status: ShowStatus }) {
  const { t } = useTranslation('shows');
  return (
    <Badge color={status === 'published' ? 'teal' : 'gray'} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

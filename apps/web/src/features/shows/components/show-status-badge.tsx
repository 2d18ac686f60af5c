import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShowStatus } from '@encore/shared/shows/show.schema';

/**
 * Published in green, archived in grey; the 'dot' variant keeps the text at AA contrast in both schemes.
 * The badge's label may shrink (overflow hidden), so a tight table cell would cut it: it keeps its width.
 */
export function ShowStatusBadge({ status }: { status: ShowStatus }) {
  const { t } = useTranslation('shows');
  return (
    <Badge color={status === 'published' ? 'teal' : 'gray'} variant="dot" style={{ minWidth: 'max-content' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}

import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../api/import-seat-map';
import { translateFieldError } from '@/lib/form/zod-form';

/** Shown problems are capped: the first ones are enough to fix a file, the rest only scroll. */
const SHOWN = 50;

/** The server's precise problems with an imported file or a saved plan: which line or field, and what. */
export function ProblemList({
  problems,
  onClose,
}: {
  problems: ImportProblem[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('rooms');
  if (!problems) return null;
  return (
    <Alert
      color="red"
      role="alert"
      title={t('builder.problems.title', { count: problems.length })}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('actions.close')}
    >
      <List size="sm" spacing={2} data-testid="seat-map-problems">
        {problems.slice(0, SHOWN).map((p, i) => (
          <List.Item key={i}>
            {p.line !== undefined && (
              <Text span fw={600}>
                {t('builder.problems.line', { line: p.line })}{' '}
              </Text>
            )}
            {p.path && (
              <Text span c="dimmed">
                {p.path}{' '}
              </Text>
            )}
            {translateFieldError(t, { path: p.path ?? '', ...p })}
          </List.Item>
        ))}
      </List>
      {problems.length > SHOWN && (
        <Text size="sm" mt={4}>
          {t('builder.problems.more', { count: problems.length - SHOWN })}
        </Text>
      )}
    </Alert>
  );
}

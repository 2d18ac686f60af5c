import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability';
import { notify } from '@/lib/notify';
import { downloadStatement } from '../api/returns-files';

const formats = ['pdf', 'csv'] as const;

/** An event's box-office statement ("bordereau de recettes") as PDF or CSV, for those who read analytics. */
export function StatementButtons({ eventId, label }: { eventId: string; label: string }) {
  const { t, i18n } = useTranslation('returns');
  const ability = useAbility();
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  if (!ability.can('read', 'Analytics')) return null;
  const download = async (kind: 'pdf' | 'csv') => {
    setBusy(kind);
    try {
      await downloadStatement(eventId, kind, i18n.language, t('statement.fileName', { label }));
    } catch {
      notify('error', t('statement.failed'));
    } finally {
      setBusy(null);
    }
  };
  const button = (kind: 'pdf' | 'csv') => {
    const text = t(`statement.${kind}`, { label });
    return (
      <Tooltip key={kind} label={text}>
        <ActionIcon
          variant="subtle"
          aria-label={text}
          loading={busy === kind}
          disabled={busy !== null && busy !== kind}
          onClick={() => void download(kind)}
          data-testid={`statement-${kind}`}
        >
          {kind === 'pdf' ? (
            <IconFileTypePdf size={18} aria-hidden />
          ) : (
            <IconFileSpreadsheet size={18} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
    );
  };
  return (
    <Group gap={4} wrap="nowrap">
      {formats.map(button)}
    </Group>
  );
}

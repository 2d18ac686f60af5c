import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconReportMoney } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability';
import { notify } from '@/lib/notify';
import { downloadStatement } from '../api/returns-files';

const formats = ['pdf', 'csv'] as const;

/**
 * An event's box-office statement ("bordereau de recettes") as PDF or CSV, for those who read analytics:
 * one icon in the events table's row, its menu choosing the file.
 */
export function StatementButtons({ eventId, label }: { eventId: string; label: string }) {
  const { t, i18n } = useTranslation('returns');
  const ability = useAbility();
  const [busy, setBusy] = useState(false);
  if (!ability.can('read', 'Analytics')) return null;
  const download = async (kind: 'pdf' | 'csv') => {
    setBusy(true);
    try {
      await downloadStatement(eventId, kind, i18n.language, t('statement.fileName', { label }));
    } catch {
      notify('error', t('statement.failed'));
    } finally {
      setBusy(false);
    }
  };
  const name = t('statement.of', { label });
  return (
    <Menu position="bottom-end" withinPortal>
      <Tooltip label={name}>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={name} loading={busy} data-testid="statement">
            <IconReportMoney size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        {formats.map((kind) => (
          <Menu.Item
            key={kind}
            leftSection={
              kind === 'pdf' ? (
                <IconFileTypePdf size={16} aria-hidden />
              ) : (
                <IconFileSpreadsheet size={16} aria-hidden />
              )
            }
            onClick={() => void download(kind)}
            data-testid={`statement-${kind}`}
          >
            {t(`statement.${kind}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

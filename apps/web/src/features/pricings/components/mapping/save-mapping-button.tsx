import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { ToneBadge } from '@/components/common/tone-badge';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SaveMappingButtonProps {
  dirty: boolean;
  /** Assigned seats, formatted, for the progress text. */
  assignedLabel: string;
  onSave: () => Promise<void>;
  label?: string;
}

/**
 * Saves the whole mapping (an arena's is a few MB): the button shows its progress and an indeterminate bar
 * says it is under way, since fetch gives no upload progress to report honestly.
 */
export function SaveMappingButton({ dirty, assignedLabel, onSave, label }: SaveMappingButtonProps) {
  const { t } = useTranslation('pricings');
  const [saving, setSaving] = useState(false);
  const run = async () => {
    setSaving(true);
    try {
      await onSave();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="sm">
        {dirty && <ToneBadge tone="orange">{t('mapping.unsaved')}</ToneBadge>}
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={saving}
          disabled={!dirty}
          onClick={() => void run()}
        >
          {label ?? t('mapping.save')}
        </Button>
      </Group>
      {saving && (
        <Stack gap={2} w={220}>
          <Progress value={100} striped animated aria-label={t('mapping.saving', { seats: assignedLabel })} />
          <Text size="xs" c="dimmed" role="status">
            {t('mapping.saving', { seats: assignedLabel })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

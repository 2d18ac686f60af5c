import { Button, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from './delete-button';

interface RowActionsProps {
  name: string;
  onEdit?: () => void;
  onDelete?: () => Promise<unknown>;
}

/** Edit and delete buttons of one table row; a missing handler hides its button. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {onEdit && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPencil size={16} aria-hidden />}
          aria-label={t('actions.editNamed', { name })}
          onClick={onEdit}
        >
          {t('actions.edit')}
        </Button>
      )}
      {onDelete && <DeleteButton compact name={name} onDelete={onDelete} />}
    </Group>
  );
}

import { Box, Button, Group } from '@mantine/core';
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
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onEdit && (
        <Button
          variant="subtle"
          size="xs"
          className="row-action"
          leftSection={<IconPencil size={16} aria-hidden />}
          aria-label={t('actions.editNamed', { name })}
          onClick={onEdit}
        >
          <Box component="span" visibleFrom="sm">
            {t('actions.edit')}
          </Box>
        </Button>
      )}
      {onDelete && <DeleteButton compact name={name} onDelete={onDelete} />}
    </Group>
  );
}

import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Subject } from '@encore/shared/auth/permissions';
import { useAbility } from '@/lib/ability';

interface PageHeaderProps {
  title: string;
  subject: Subject;
  /** Link to the add screen, or a handler (modal forms). */
  addTo?: string;
  onAdd?: () => void;
  children?: ReactNode;
}

/** Screen title with an "Add" button shown only to users who may create the subject. */
export function PageHeader({ title, subject, addTo, onAdd, children }: PageHeaderProps) {
  const { t } = useTranslation('catalogue');
  const ability = useAbility();
  const canCreate = ability.can('create', subject);
  return (
    <Group justify="space-between" align="center" wrap="wrap">
      <Title order={1}>{title}</Title>
      <Group>
        {children}
        {canCreate && addTo && (
          <Button component={Link} to={addTo} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('actions.add')}
          </Button>
        )}
        {canCreate && onAdd && (
          <Button onClick={onAdd} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('actions.add')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

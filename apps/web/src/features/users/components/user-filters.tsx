import { Group, NativeSelect, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleNames } from '@encore/shared/auth/permissions';
import type { UserFilters as Filters } from '../api/list-users';

interface UserFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
}

/** Role, status and ownership filters of the users list; "Deactivated" finds accounts to activate. */
export function UserFilters({ value, onChange }: UserFiltersProps) {
  const { t } = useTranslation('users');
  const set = (patch: Filters) => onChange({ ...value, ...patch });
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NativeSelect
        label={t('filters.role')}
        value={value.role ?? ''}
        onChange={(e) => set({ role: e.currentTarget.value || undefined })}
        data={[
          { value: '', label: t('filters.all') },
          ...roleNames.map((r) => ({ value: r, label: t(`common:roles.${r}`) })),
          { value: 'none', label: t('role.none') },
        ]}
      />
      <NativeSelect
        label={t('filters.status')}
        value={value.status ?? ''}
        onChange={(e) => set({ status: (e.currentTarget.value || undefined) as Filters['status'] })}
        data={[
          { value: '', label: t('filters.all') },
          { value: 'activated', label: t('status.activated') },
          { value: 'deactivated', label: t('status.deactivated') },
        ]}
      />
      <Switch
        mb={8}
        label={t('filters.ownedOnly')}
        checked={value.ownedOnly ?? false}
        onChange={(e) => set({ ownedOnly: e.currentTarget.checked || undefined })}
      />
      <Switch
        mb={8}
        label={t('filters.createdByMe')}
        checked={value.createdByMe ?? false}
        onChange={(e) => set({ createdByMe: e.currentTarget.checked || undefined })}
      />
    </Group>
  );
}

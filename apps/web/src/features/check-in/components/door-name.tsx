import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The door names itself: the name shows where a ticket was let in, on every door's "already used". */
export function DoorName({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('checkIn');
  return (
    <TextInput
      label={t('device.label')}
      description={t('device.help')}
      placeholder={t('device.placeholder')}
      value={value}
      maxLength={60}
      autoComplete="off"
      onChange={(e) => onChange(e.currentTarget.value)}
      data-testid="door-name"
    />
  );
}

import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';

const languages = [
  { value: 'fr', label: 'Français' },
  { value: 'en', label: 'English' },
];

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = languages.some((l) => l.value === i18n.language) ? i18n.language : 'en';
  return (
    <NativeSelect
      aria-label={t('language')}
      data-testid="language-switch"
      size="xs"
      value={current}
      data={languages}
      onChange={(event) => void changeLanguage(event.currentTarget.value)}
    />
  );
}

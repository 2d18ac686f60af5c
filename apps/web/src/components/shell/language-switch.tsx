import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';
import { SwitchMenu } from './switch-menu';

const languages = [
  { value: 'fr', label: 'Français' },
  { value: 'en', label: 'English' },
];

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = languages.some((l) => l.value === i18n.language) ? i18n.language : 'en';
  return (
    <SwitchMenu
      label={t('language')}
      icon={<IconLanguage size={20} aria-hidden />}
      testId="language-switch"
      value={current}
      options={languages}
      onChange={(value) => void changeLanguage(value)}
    />
  );
}

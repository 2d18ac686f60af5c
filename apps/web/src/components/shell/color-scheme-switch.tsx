import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SwitchMenu } from './switch-menu';

const TRANSITION_MS = 300;
const icons = { auto: IconDeviceDesktop, light: IconSun, dark: IconMoon };

/** Auto, dark or light, stored; colours fade over 300 ms (SPEC section 9). */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const change = (value: MantineColorScheme) => {
    const root = document.documentElement;
    root.classList.add('scheme-transition');
    setColorScheme(value);
    setTimeout(() => root.classList.remove('scheme-transition'), TRANSITION_MS);
  };
  const Icon = icons[colorScheme];
  return (
    <SwitchMenu
      label={t('colorScheme.label')}
      icon={<Icon size={20} aria-hidden />}
      testId="color-scheme-switch"
      value={colorScheme}
      options={(['auto', 'light', 'dark'] as const).map((value) => ({
        value,
        label: t(`colorScheme.${value}`),
      }))}
      onChange={(value) => change(value as MantineColorScheme)}
    />
  );
}

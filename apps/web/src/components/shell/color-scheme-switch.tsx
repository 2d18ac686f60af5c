import { NativeSelect, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TRANSITION_MS = 300;

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
  return (
    <NativeSelect
      aria-label={t('colorScheme.label')}
      data-testid="color-scheme-switch"
      size="xs"
      value={colorScheme}
      data={(['auto', 'light', 'dark'] as const).map((value) => ({
        value,
        label: t(`colorScheme.${value}`),
      }))}
      onChange={(event) => change(event.currentTarget.value as MantineColorScheme)}
    />
  );
}

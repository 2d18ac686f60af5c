import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { NavigationProgress } from '@mantine/nprogress';
import { directionOf } from '@encore/shared/i18n/direction';
import { AbilityProvider as CaslAbilityProvider, abilityOf } from '@/lib/ability';
import { useSession } from '@/lib/session/session-store';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { LazyNotifications } from '@/components/shell/lazy-notifications';
import { defaultToastPosition } from '@/lib/toast-position';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';
import { localizedTheme } from './localized-theme';

function AbilityProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const ability = useMemo(() => abilityOf(user), [user]);
  return <CaslAbilityProvider value={ability}>{children}</CaslAbilityProvider>;
}

/** The thin top bar of route changes (no spinner); components/shell/route-progress.tsx drives it. */
function TopProgress() {
  const { t } = useTranslation();
  return <NavigationProgress size={3} aria-label={t('progress')} />;
}

export function Providers({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const localized = useMemo(() => localizedTheme(theme, t), [t]);
  return (
    <DirectionProvider initialDirection={directionOf(i18n.language)} detectDirection>
      <MantineProvider
        theme={localized}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
      >
        <TopProgress />
        <LazyNotifications position={defaultToastPosition} autoClose={2000} />
        {/* The query cache's provider is in the root layout: the login screen loads without it. */}
        <AbilityProvider>{children}</AbilityProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

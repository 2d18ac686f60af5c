import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider } from '@tanstack/react-query';
import { directionOf } from '@encore/shared/i18n/direction';
import { AbilityProvider as CaslAbilityProvider, abilityOf } from '@/lib/ability';
import { useSession } from '@/lib/session/session-store';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

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
  return (
    <DirectionProvider initialDirection={directionOf(i18n.language)} detectDirection>
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
      >
        <TopProgress />
        <Notifications position="bottom-right" autoClose={2000} />
        <QueryClientProvider client={queryClient}>
          <AbilityProvider>{children}</AbilityProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

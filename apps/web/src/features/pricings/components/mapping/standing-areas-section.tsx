import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GaAreaMapping, type GaAreaMappingProps } from './ga-area-mapping';

/** A placed room's standing areas beside its seats (the arena's "Fosse"): each gets a category. */
export function StandingAreasSection(props: Omit<GaAreaMappingProps, 'saveLabel'>) {
  const { t } = useTranslation('pricings');
  return (
    <Stack gap="sm" component="section" aria-labelledby="standing-areas-title" mt="md">
      <Title order={3} size="h4" id="standing-areas-title">
        {t('mapping.standingTitle')}
      </Title>
      {!props.readOnly && (
        <Text size="sm" c="dimmed">
          {t('mapping.standingHelp')}
        </Text>
      )}
      <GaAreaMapping {...props} saveLabel={t('mapping.saveAreas')} />
    </Stack>
  );
}

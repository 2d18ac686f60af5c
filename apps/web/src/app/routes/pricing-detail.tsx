import { Alert, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DeleteButton } from '@/components/resource/delete-button';
import { DetailState, isMissing } from '@/components/resource/detail-state';
import { useAbility } from '@/lib/ability';
import { pricings } from '@/features/pricings/api/pricing-queries';
import { CategoriesPanel } from '@/features/pricings/components/categories-panel';
import { PricingHeader } from '@/features/pricings/components/pricing-header';
import { SeatMappingPanel } from '@/features/pricings/components/mapping/seat-mapping-panel';

/** The pricing editor: name, categories with their levels, then the seats (or areas) of its room. */
export function Component() {
  const { pricingId = '' } = useParams();
  const { t } = useTranslation('pricings');
  const navigate = useNavigate();
  const ability = useAbility();
  const query = pricings.useOne(pricingId);
  const remove = pricings.useRemove();
  if (!query.data)
    return query.isError && !isMissing(query.error) ? (
      <Alert color="red" role="alert">
        {t('failures.loadPricing')}
      </Alert>
    ) : (
      <DetailState isError={query.isError} error={query.error} />
    );
  const pricing = query.data;
  const readOnly = !ability.can('update', 'Pricing');
  return (
    <Stack gap="lg">
      <PricingHeader key={pricing.name} pricing={pricing} readOnly={readOnly} />
      {query.isRefetchError && (
        <Alert color="orange" role="alert">
          {t('failures.loadPriceLevels')}
        </Alert>
      )}
      <CategoriesPanel pricing={pricing} readOnly={readOnly} />
      <SeatMappingPanel pricing={pricing} readOnly={readOnly} />
      {ability.can('delete', 'Pricing') && (
        <Group justify="flex-end">
          <DeleteButton
            name={pricing.name}
            onDelete={() => remove.mutateAsync(pricing.id)}
            onDeleted={() => void navigate('/pricing/all')}
          />
        </Group>
      )}
    </Stack>
  );
}

import { ActionIcon, Badge, Button, Group, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import { notify } from '@/lib/notify';
import { useUpdatePricing } from '../api/update-pricing';
import { reportPricingError } from '../lib/pricing-errors';

/** The pricing's name (renamed in place), its room and kind; the room never changes. */
export function PricingHeader({ pricing, readOnly }: { pricing: Pricing; readOnly: boolean }) {
  const { t } = useTranslation('pricings');
  const update = useUpdatePricing(pricing.id);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(pricing.name);
  const [error, setError] = useState<string | null>(null);
  async function rename(e: React.FormEvent) {
    e.preventDefault();
    try {
      await update.mutateAsync({ name: name.trim() });
      notify('success', t('toasts.saved'));
      setEditing(false);
    } catch (err) {
      reportPricingError(err, t, 'savePricing', (_f, message) => setError(message), { name: 'name' });
    }
  }
  return (
    <Group justify="space-between" align="center" wrap="wrap">
      {editing ? (
        <form onSubmit={(e) => void rename(e)} noValidate>
          <Group gap="xs" align="flex-start">
            <TextInput
              label={t('fields.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error}
              data-autofocus
              w={320}
            />
            <ActionIcon
              type="submit"
              mt={26}
              size="lg"
              loading={update.isPending}
              aria-label={t('actions.save')}
            >
              <IconCheck size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              mt={26}
              size="lg"
              aria-label={t('actions.cancel')}
              onClick={() => setEditing(false)}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </form>
      ) : (
        <Group gap="sm">
          <Title order={1}>{pricing.name}</Title>
          {!readOnly && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => {
                setName(pricing.name);
                setError(null);
                setEditing(true);
              }}
            >
              {t('actions.rename')}
            </Button>
          )}
        </Group>
      )}
      <Group gap="xs" data-testid="pricing-room">
        <Badge variant="light" size="lg">
          {pricing.roomName}
        </Badge>
        <Badge variant="outline" color="gray" size="lg">
          {t(`roomKind.${pricing.roomKind}`)}
        </Badge>
      </Group>
    </Group>
  );
}

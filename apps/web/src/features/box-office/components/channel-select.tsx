import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesChannel } from '@encore/shared/catalogue/sales-channel.schema';
import { formatMoney } from '../lib/format';

interface ChannelSelectProps {
  channels: SalesChannel[];
  value: string | null;
  onChange: (id: string) => void;
  /** A cart's channel is fixed once it holds tickets (its fees are in the prices). */
  locked: boolean;
}

/** The sales channel of the next cart: its fee per ticket, and whether its orders wait for approval. */
export function ChannelSelect({ channels, value, onChange, locked }: ChannelSelectProps) {
  const { t, i18n } = useTranslation('boxOffice');
  return (
    <Select
      label={t('channel.label')}
      placeholder={t('channel.placeholder')}
      data={channels.map((c) => ({
        value: c.id,
        label: c.needsApproval
          ? t('channel.optionApproval', { name: c.name, fee: formatMoney(c.feeCents, i18n.language) })
          : t('channel.option', { name: c.name, fee: formatMoney(c.feeCents, i18n.language) }),
      }))}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      disabled={locked}
      description={locked ? t('channel.locked') : undefined}
      w={{ base: '100%', sm: 300 }}
      data-testid="channel-select"
    />
  );
}

import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@encore/shared/orders/order.schema';

/** Who bought: name, e-mail and phone (as links), and the language of their e-mails and tickets. */
export function OrderCustomer({ customer }: { customer: Customer | null }) {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="customer-title">
      <Stack gap={4}>
        <Title order={2} size="h4" id="customer-title">
          {t('detail.customer')}
        </Title>
        {customer ? (
          <>
            <Text fw={500} data-testid="customer-name">
              {customer.name}
            </Text>
            {customer.email && (
              <Anchor href={`mailto:${customer.email}`} size="sm">
                {customer.email}
              </Anchor>
            )}
            {customer.phone && (
              <Anchor href={`tel:${customer.phone}`} size="sm">
                {customer.phone}
              </Anchor>
            )}
            <Text size="sm" c="dimmed">
              {t('detail.language', { language: t(`languages.${customer.language}`) })}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('detail.noCustomer')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

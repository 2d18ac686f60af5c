import 'mantine-datatable/styles.css';
import { Box, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconTicketOff } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderItem } from '@encore/shared/orders/order.schema';
import { formatRate } from '@encore/shared/money';
import { localeOf } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useCancelOrderItem } from '../api/cancel-order-item';
import { formatEventStart, formatMoney } from '../lib/order-format';
import { ConfirmActionButton } from './confirm-action-button';
import { OrderStatusBadge } from './order-status-badge';
import { RefundFields } from './refund-fields';
import { initialRefund, owedFor, refundProblem, refundRequest, type RefundState } from '../lib/refund';

const wide = (theme: { breakpoints: Record<string, string> }) => `(min-width: ${theme.breakpoints.sm})`;

/** The tickets: event, place, price level, unit price incl. VAT, VAT, fee, status; cancel one when allowed. */
export function OrderItems({ order, canCancel }: { order: Order; canCancel: boolean }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const cancel = useCancelOrderItem();
  // One dialog is open at a time: the refund of the ticket being cancelled.
  const [refund, setRefund] = useState<RefundState>({ method: null, amount: '', reason: '' });
  const singleEvent = new Set(order.items.map((i) => i.eventId)).size < 2;
  const placeOf = (i: OrderItem) =>
    i.seatId
      ? t('items.seat', { area: i.areaLabel ?? '', row: i.rowLabel ?? '', seat: i.seatLabel ?? '' })
      : t('items.admissions', { area: i.areaLabel ?? '', count: i.quantity });
  const cancelItem = async (item: OrderItem) => {
    try {
      const owed = owedFor(order, [item]);
      await cancel.mutateAsync({
        orderId: order.id,
        itemId: item.id,
        refund: refundRequest(refund, order, owed),
      });
      notify('success', t('items.cancelled', { place: placeOf(item) }));
    } catch {
      notify('error', t('items.cancelFailed'));
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="items-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="items-title">
          {t('items.title')}
        </Title>
        <DataTable<OrderItem>
          aria-label={t('items.title')}
          withTableBorder
          borderRadius="sm"
          striped
          records={order.items}
          minHeight={order.items.length ? undefined : 120}
          noRecordsText={t('items.empty')}
          rowStyle={(i) =>
            i.status === 'cancelled' || i.status === 'released' ? { opacity: 0.7 } : undefined
          }
          columns={[
            {
              accessor: 'place',
              title: t('items.place'),
              render: (i) => (
                <>
                  <Text size="sm">{placeOf(i)}</Text>
                  {/* Phones: the level and the status under the place rather than in columns of their own. */}
                  <Group gap={6} hiddenFrom="sm" mt={2}>
                    <Text size="xs" c="dimmed">
                      {i.priceLevelName}
                    </Text>
                    <OrderStatusBadge status={i.status} item />
                  </Group>
                </>
              ),
            },
            {
              accessor: 'eventStartsAt',
              title: t('items.event'),
              noWrap: true,
              // One event (the usual case): the summary names it once.
              hidden: singleEvent,
              render: (i) => formatEventStart(i.eventStartsAt, lang),
            },
            { accessor: 'priceLevelName', title: t('items.level'), noWrap: true, visibleMediaQuery: wide },
            {
              accessor: 'unitPriceCents',
              title: t('items.price'),
              textAlign: 'right',
              noWrap: true,
              render: (i) => formatMoney(i.unitPriceCents * i.quantity, lang),
            },
            {
              accessor: 'unitVatCents',
              title: t('items.vat'),
              textAlign: 'right',
              noWrap: true,
              visibleMediaQuery: wide,
              render: (i) =>
                `${formatMoney(i.unitVatCents * i.quantity, lang)} (${formatRate(i.vatRateBasisPoints, localeOf(lang))})`,
            },
            {
              accessor: 'unitFeeCents',
              title: t('items.fee'),
              textAlign: 'right',
              visibleMediaQuery: wide,
              render: (i) => formatMoney(i.unitFeeCents * i.quantity, lang),
            },
            {
              accessor: 'status',
              title: t('items.status'),
              visibleMediaQuery: wide,
              render: (i) => <OrderStatusBadge status={i.status} item />,
            },
            {
              accessor: 'actions',
              title: (
                <>
                  <Box component="span" visibleFrom="sm">
                    {t('items.actions')}
                  </Box>
                  <VisuallyHidden hiddenFrom="sm">{t('items.actions')}</VisuallyHidden>
                </>
              ),
              textAlign: 'right',
              hidden: !canCancel,
              render: (i) =>
                i.status === 'sold' || i.status === 'held' ? (
                  <ConfirmActionButton
                    size="xs"
                    variant="subtle"
                    color="red"
                    icon={<IconTicketOff size={16} aria-hidden />}
                    label={t('items.cancel')}
                    ariaLabel={t('items.cancelNamed', { place: placeOf(i) })}
                    title={t('items.cancelTitle')}
                    body={t('items.cancelBody', { place: placeOf(i) })}
                    confirmLabel={t('items.cancelConfirm')}
                    danger
                    iconOnlyOnPhones
                    onOpen={() => setRefund(initialRefund(order, owedFor(order, [i])))}
                    confirmDisabled={
                      owedFor(order, [i]) > 0 && refundProblem(refund, order, owedFor(order, [i])) !== null
                    }
                    onConfirm={() => cancelItem(i)}
                    testId="cancel-item"
                  >
                    <RefundFields
                      order={order}
                      owedCents={owedFor(order, [i])}
                      state={refund}
                      onChange={setRefund}
                    />
                  </ConfirmActionButton>
                ) : null,
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}

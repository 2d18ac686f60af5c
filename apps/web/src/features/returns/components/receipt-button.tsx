import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@encore/shared/orders/order.schema';
import { receiptFormats, type ReceiptFormat } from '@encore/shared/returns/returns.schema';
import { useAbility } from '@/lib/ability';
import { notify } from '@/lib/notify';
import { printReceipt } from '../api/returns-files';

/**
 * "Receipt": prints the order's receipt on an 80 mm roll or an A4 page (the order page, and the box office
 * after a sale). The first print is the original, every later one a DUPLICATA the server counts.
 */
export function ReceiptButton({ order, size = 'sm' }: { order: Order; size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation('returns');
  const ability = useAbility();
  const [busy, setBusy] = useState(false);
  // As the API: an order validated (sold, awaiting approval, or cancelled after its sale) has a receipt.
  const sold = order.validatedAt !== null && order.status !== 'cart' && order.status !== 'abandoned';
  if (!sold || !(ability.can('read', 'Order') || ability.can('read_own', 'Order'))) return null;
  const print = async (format: ReceiptFormat) => {
    setBusy(true);
    try {
      await printReceipt(order.id, format, i18n.language);
    } catch {
      notify('error', t('receipt.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          size={size}
          variant="default"
          leftSection={<IconReceipt size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy}
          data-testid="receipt-print"
        >
          {t('receipt.print')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('receipt.format')}</Menu.Label>
        {receiptFormats.map((format) => (
          <Menu.Item key={format} onClick={() => void print(format)} data-testid={`receipt-${format}`}>
            {t(`receipt.formats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface AbandonCartButtonProps {
  tickets: number;
  disabled: boolean;
  onAbandon: () => void;
}

/** "Abandonner" asks first: one click released every seat of a cart being sold. */
export function AbandonCartButton({ tickets, disabled, onAbandon }: AbandonCartButtonProps) {
  const { t } = useTranslation('boxOffice');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        fullWidth
        leftSection={<IconShoppingCartOff size={14} aria-hidden />}
        onClick={open}
        disabled={disabled}
        data-testid="abandon-button"
      >
        {t('cart.abandon')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('abandon.title')} centered>
        <Text size="sm">{t('abandon.body', { count: tickets })}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('abandon.keep')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              close();
              onAbandon();
            }}
            data-testid="confirm-abandon"
          >
            {t('abandon.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

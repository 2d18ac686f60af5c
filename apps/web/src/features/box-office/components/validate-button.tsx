import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface ValidateButtonProps {
  disabled: boolean;
  onValidate: () => void;
  validateRef?: RefObject<HTMLButtonElement | null> | undefined;
  fullWidth?: boolean;
  size?: ButtonProps['size'];
}

/** "Valider": opens the validate dialog (in the cart, or in the cart's bar on a narrow screen). */
export function ValidateButton({ disabled, onValidate, validateRef, fullWidth, size }: ValidateButtonProps) {
  const { t } = useTranslation('boxOffice');
  return (
    <Button
      ref={validateRef}
      size={size ?? 'md'}
      fullWidth={fullWidth}
      leftSection={<IconCheck size={18} aria-hidden />}
      onClick={onValidate}
      disabled={disabled}
      data-testid="validate-button"
    >
      {t('cart.validate')}
    </Button>
  );
}

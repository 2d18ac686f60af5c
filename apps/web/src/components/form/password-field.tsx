import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's visibility toggle is labelled "Toggle password visibility" in English only, and that label
 * also answers a search for the field's own label ("Password"): it gets a translated, distinct one.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  return <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': t('toggleVisibility') }} />;
}

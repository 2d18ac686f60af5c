import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { dayFormatOf, parseDayText, todayDay } from '../lib/day-text';
import type { InputPropsOf } from '../lib/profile-values';

/**
 * The date of birth in the app's language rather than the browser's (a native date input follows the
 * browser). The form keeps the API's 'YYYY-MM-DD', '' when none.
 */
export function BirthDateInput({
  inputProps,
  readOnly,
}: {
  inputProps: ReturnType<InputPropsOf>;
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('users');
  const english = i18n.language.startsWith('en');
  const { value, onChange, ...rest } = inputProps;
  return (
    <DateInput
      label={t('fields.dateOfBirth')}
      placeholder={t('fields.dateOfBirthPlaceholder')}
      autoComplete="bday"
      {...rest}
      value={typeof value === 'string' && value !== '' ? value : null}
      onChange={(day) => onChange(day ?? '')}
      readOnly={readOnly}
      locale={english ? 'en' : 'fr'}
      firstDayOfWeek={english ? 0 : 1}
      weekendDays={[]}
      valueFormat={dayFormatOf(i18n.language)}
      dateParser={(text) => parseDayText(text, i18n.language)}
      minDate="1900-01-01"
      maxDate={todayDay()}
      clearable
    />
  );
}

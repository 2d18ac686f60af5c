import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { localeOf } from '@/lib/i18n';

/** 12 or 24 hours as the interface language writes times (en-US: 8:30 PM, fr-FR: 20:30). */
export function hourFormatOf(language: string): '12h' | '24h' {
  const { hourCycle } = new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12' ? '12h' : '24h';
}

interface TimeFieldProps extends Omit<TimePickerProps, 'format' | 'withSeconds' | 'aria-label'> {
  /** The field's name when it shows no label (a time beside a date's chips). */
  'aria-label'?: string;
  /** Enter in any of its parts (hours, minutes, AM/PM). */
  onEnter?: () => void;
}

/**
 * An 'HH:mm' time typed in the interface language's clock. The browser's `<input type="time">` shows the
 * browser's locale instead (AM/PM in a French screen on an English system): this one follows i18next.
 * Its hours, minutes and AM/PM parts are named after the field, and grouped under its name.
 */
export function TimeField({ onEnter, label, 'aria-label': ariaLabel, ...props }: TimeFieldProps) {
  const { t, i18n } = useTranslation('common');
  const field = typeof label === 'string' ? label : (ariaLabel ?? '');
  return (
    <TimePicker
      {...props}
      label={label}
      role="group"
      aria-label={ariaLabel ?? field}
      format={hourFormatOf(i18n.language)}
      hoursInputLabel={t('time.hours', { field })}
      minutesInputLabel={t('time.minutes', { field })}
      amPmInputLabel={t('time.amPm', { field })}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (event.key === 'Enter' && onEnter) {
          event.preventDefault();
          onEnter();
        }
      }}
    />
  );
}

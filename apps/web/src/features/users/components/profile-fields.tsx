import { Fieldset, NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { genders } from '@encore/shared/users/user.schema';
import { BirthDateInput } from './birth-date-input';
import { addressKeys, geoRanges, type GeoKey, type InputPropsOf } from '../lib/profile-values';

/** Every profile field of SPEC section 3, shared by the admin's user form and My account. */
export function ProfileFields({ inputProps, readOnly }: { inputProps: InputPropsOf; readOnly?: boolean }) {
  const { t } = useTranslation('users');
  const input = (path: string) => ({ readOnly, ...inputProps(path) });
  const geoKeys = Object.keys(geoRanges) as GeoKey[];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.firstName')} required autoComplete="given-name" {...input('firstName')} />
        <TextInput label={t('fields.lastName')} autoComplete="family-name" {...input('lastName')} />
        <TextInput label={t('fields.email')} type="email" required autoComplete="email" {...input('email')} />
        <BirthDateInput inputProps={inputProps('dateOfBirth')} readOnly={readOnly} />
        <NativeSelect
          label={t('fields.gender')}
          data={[
            { value: '', label: t('gender.none') },
            ...genders.map((g) => ({ value: g, label: t(`gender.${g}`) })),
          ]}
          {...input('gender')}
          disabled={readOnly}
        />
        <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" {...input('phone')} />
        <TextInput label={t('fields.altPhone')} type="tel" {...input('altPhone')} />
      </SimpleGrid>
      <Fieldset legend={t('fields.address')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {addressKeys.map((k) => (
            <TextInput key={k} label={t(`address.${k}`)} {...input(`address.${k}`)} />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('fields.location')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {geoKeys.map((k) => (
            <NumberInput
              key={k}
              label={t(`fields.${k}`)}
              description={t('validation.range', geoRanges[k])}
              min={geoRanges[k].min}
              max={geoRanges[k].max}
              decimalScale={k === 'zoomLevel' ? 0 : 6}
              allowDecimal={k !== 'zoomLevel'}
              {...input(k)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
    </>
  );
}

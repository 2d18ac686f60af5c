import { Checkbox, Input, NumberInput, SegmentedControl, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { rowLabel, seatNumberings } from '@encore/shared/rooms/seat-block';
import type { SeatMapArea } from '@encore/shared/rooms/seat-map.schema';
import type { BlockFormValues } from './block-form-values';

interface BlockFormFieldsProps {
  form: UseFormReturnType<BlockFormValues>;
  areas: SeatMapArea[];
  /** The first row used when the field is left empty. */
  autoFirst: number;
}

/** The inputs of the block form; units are plan units (a seat is about 16 across). */
export function BlockFormFields({ form, areas, autoFirst }: BlockFormFieldsProps) {
  const { t } = useTranslation('rooms');
  const values = form.getValues();
  const number = (path: keyof BlockFormValues, label: string, props: Record<string, unknown> = {}) => (
    <NumberInput label={label} {...props} {...form.getInputProps(path)} />
  );
  return (
    <>
      <Select
        label={t('builder.block.area')}
        required
        allowDeselect={false}
        data={areas.map((a) => ({ value: a.id, label: a.name }))}
        {...form.getInputProps('areaId')}
      />
      <SimpleGrid cols={2} spacing="sm">
        {number('rows', t('builder.block.rows'), { required: true, min: 1, max: 500, allowDecimal: false })}
        {number('seatsPerRow', t('builder.block.seatsPerRow'), {
          required: true,
          min: 1,
          max: 500,
          allowDecimal: false,
        })}
        {number('seatSpacing', t('builder.block.seatSpacing'), { required: true, min: 1 })}
        {number('rowSpacing', t('builder.block.rowSpacing'), { required: true, min: 1 })}
        {number('arcRadius', t('builder.block.arcRadius'), {
          min: 0,
          placeholder: t('builder.block.straight'),
        })}
        {number('rotation', t('builder.block.rotation'), { min: -360, max: 360, placeholder: '0' })}
      </SimpleGrid>
      <Input.Wrapper label={t('builder.block.rowLabels')} id="block-row-labels">
        <SegmentedControl
          display="flex"
          mt={4}
          aria-label={t('builder.block.rowLabels')}
          data={[
            { value: 'letters', label: t('builder.block.letters') },
            { value: 'numbers', label: t('builder.block.numbers') },
          ]}
          {...form.getInputProps('rowLabels')}
        />
      </Input.Wrapper>
      {number('firstRow', t('builder.block.firstRow'), {
        min: 1,
        allowDecimal: false,
        placeholder: `${autoFirst}`,
        description: t('builder.block.firstRowHint', { label: rowLabel(values.rowLabels, autoFirst) }),
      })}
      <Select
        label={t('builder.block.numbering')}
        allowDeselect={false}
        data={seatNumberings.map((n) => ({ value: n, label: t(`builder.numbering.${n}`) }))}
        {...form.getInputProps('numbering')}
      />
      <Checkbox
        label={t('builder.block.autoPlace')}
        {...form.getInputProps('autoPlace', { type: 'checkbox' })}
      />
      {!values.autoPlace && (
        <SimpleGrid cols={2} spacing="sm">
          {number('x', t('builder.block.x'), { required: true })}
          {number('y', t('builder.block.y'), { required: true })}
        </SimpleGrid>
      )}
    </>
  );
}

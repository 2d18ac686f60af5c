import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceLevel, Pricing, PricingCategory } from '@encore/shared/pricings/pricing.schema';
import { notify } from '@/lib/notify';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { useDeleteCategory } from '../api/delete-category';
import { useReorderCategories } from '../api/reorder-categories';
import { useCreatePriceLevel } from '../api/create-price-level';
import { useUpdatePriceLevel } from '../api/update-price-level';
import { useDeletePriceLevel } from '../api/delete-price-level';
import { useReorderPriceLevels } from '../api/reorder-price-levels';
import { pricingRooms, useTaxClasses } from '../api/pricing-queries';
import { useSeatCategories } from '../api/get-seat-categories';
import { areasByCategory } from '../lib/mapping-parts';
import { reportPricingError } from '../lib/pricing-errors';
import { CategoryCard } from './category-card';
import { CategoryFormModal } from './category-form-modal';
import { PriceLevelFormModal } from './price-level-form-modal';
import { PriceLevelsTable } from './price-levels-table';
import { moved } from './reorder-buttons';

type Dialog =
  | { kind: 'category'; category: PricingCategory | null }
  | { kind: 'level'; categoryId: string; level: PriceLevel | null };

/** Categories in rank order, each with its price levels; every write answers (and caches) the pricing. */
export function CategoriesPanel({ pricing, readOnly }: { pricing: Pricing; readOnly: boolean }) {
  const { t } = useTranslation('pricings');
  const id = pricing.id;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const taxes = useTaxClasses();
  const createCategory = useCreateCategory(id);
  const updateCategory = useUpdateCategory(id);
  const deleteCategory = useDeleteCategory(id);
  const reorderCategories = useReorderCategories(id);
  const createLevel = useCreatePriceLevel(id);
  const updateLevel = useUpdatePriceLevel(id);
  const deleteLevel = useDeletePriceLevel(id);
  const reorderLevels = useReorderPriceLevels(id);
  const categories = pricing.categories;
  const levels = pricing.priceLevels;
  const close = () => setDialog(null);
  const room = pricingRooms.useOne(pricing.roomId);
  const mapping = useSeatCategories(id);
  const areas = useMemo(
    () => areasByCategory(mapping.data?.seats ?? {}, new Set(room.data?.gaAreas.map((a) => a.id))),
    [mapping.data, room.data],
  );

  const moveCategory = (from: number, to: number) =>
    reorderCategories
      .mutateAsync(moved(categories, from, to).map((c) => c.id))
      .catch((e: unknown) => reportPricingError(e, t, 'saveCategory'));
  // The API orders every level of the pricing at once: move within the category, keep the rest in place.
  const moveLevel = (categoryId: string) => (from: number, to: number) => {
    const own = levels.filter((l) => l.categoryId === categoryId);
    const reordered = moved(own, from, to);
    let k = 0;
    const ids = levels.map((l) => (l.categoryId === categoryId ? reordered[k++]!.id : l.id));
    reorderLevels.mutateAsync(ids).catch((e: unknown) => reportPricingError(e, t, 'savePriceLevel'));
  };
  const removeCategory = (category: PricingCategory) =>
    deleteCategory.mutateAsync(category.id).then(
      () => notify('success', t('toasts.deleted')),
      (e: unknown) => reportPricingError(e, t, 'saveCategory'),
    );
  const removeLevel = (level: PriceLevel) =>
    deleteLevel.mutateAsync(level.id).then(
      () => notify('success', t('toasts.deleted')),
      (e: unknown) => reportPricingError(e, t, 'deletePriceLevel'),
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('editor.categories')}
        </Title>
        {!readOnly && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'category', category: null })}
          >
            {t('category.add')}
          </Button>
        )}
      </Group>
      {taxes.isError && (
        <Alert color="red" role="alert">
          {t('failures.loadTaxClasses')}
        </Alert>
      )}
      {!categories.length && (
        <Text c="dimmed" size="sm">
          {t('category.none')}
        </Text>
      )}
      {categories.map((category, i) => (
        <CategoryCard
          key={category.id}
          category={category}
          placed={pricing.roomKind === 'placed'}
          areas={areas.get(category.id)}
          index={i}
          count={categories.length}
          readOnly={readOnly}
          onEdit={() => setDialog({ kind: 'category', category })}
          onDelete={() => removeCategory(category)}
          onMove={moveCategory}
          onAddLevel={() => setDialog({ kind: 'level', categoryId: category.id, level: null })}
        >
          <PriceLevelsTable
            categoryName={category.name}
            levels={levels.filter((l) => l.categoryId === category.id)}
            taxClasses={taxes.data ?? []}
            readOnly={readOnly}
            onEdit={(level) => setDialog({ kind: 'level', categoryId: category.id, level })}
            onDelete={removeLevel}
            onMove={moveLevel(category.id)}
          />
        </CategoryCard>
      ))}
      {dialog?.kind === 'category' && (
        <CategoryFormModal
          opened
          category={dialog.category}
          siblings={categories}
          onClose={close}
          onSubmit={(values) =>
            dialog.category
              ? updateCategory.mutateAsync({ id: dialog.category.id, input: values })
              : createCategory.mutateAsync(values)
          }
        />
      )}
      {dialog?.kind === 'level' && (
        <PriceLevelFormModal
          opened
          level={dialog.level}
          categoryId={dialog.categoryId}
          categories={categories}
          taxClasses={taxes.data ?? []}
          onClose={close}
          onSubmit={(input) =>
            dialog.level
              ? updateLevel.mutateAsync({ id: dialog.level.id, input })
              : createLevel.mutateAsync(input)
          }
        />
      )}
    </Stack>
  );
}

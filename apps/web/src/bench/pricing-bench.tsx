import '@mantine/core/styles.css';
import { useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Stack, Title } from '@mantine/core';
import type { PricingCategory } from '@encore/shared/pricings/pricing.schema';
import { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import { initI18n } from '@/lib/i18n';
import { cssVariablesResolver, theme } from '@/app/theme';
import type { SeatMapRenderer } from '@/components/seat-map/seat-map-renderer';
import { makeTestMap } from '@/components/seat-map/test-map';
import { SeatMappingEditor } from '@/features/pricings/components/mapping/seat-mapping-editor';
import { installPricingBenchHooks } from './pricing-bench-hooks';

// ?seats=20000 — four areas of seats/4 (blocks of 50 x 100 seats): assigning one area paints 5,000 seats.
const params = new URLSearchParams(location.search);
const seats = Number(params.get('seats') ?? 20000);
const map = makeTestMap(seats, 50, Math.ceil(seats / 4 / 50));
const index = new SeatMapIndex(map);
const colours = ['#e03131', '#2f9e44', '#1971c2', '#f08c00'];
const categories: PricingCategory[] = colours.map((colour, k) => ({
  id: `00000000-0000-4000-8000-00000000000${k}`,
  name: `Cat ${k + 1}`,
  defaultColour: colour,
  activeColour: colour,
  textColour: '#ffffff',
  rank: k,
  seatCount: 0,
}));
const hooks = installPricingBenchHooks(index);
const save = () => Promise.resolve(true);

function BenchPage() {
  const onRenderer = useCallback((r: SeatMapRenderer | null) => hooks.attach(r), []);
  return (
    <Stack component="main" p="md" gap="sm">
      <Title order={1} size="h3">
        {seats.toLocaleString('en-US')} seats, {index.areaSeats.map((a) => a.length).join(' / ')}
      </Title>
      <SeatMappingEditor
        index={index}
        categories={categories}
        initialSeats={{}}
        readOnly={false}
        onSave={save}
        onRenderer={onRenderer}
      />
    </Stack>
  );
}

// The translations the page shows, before the first render: the figures never include their download.
await (await initI18n(params.get('lang') ?? 'en')).loadNamespaces(['pricings']);
createRoot(document.getElementById('root')!).render(
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
    <BenchPage />
  </MantineProvider>,
);

import '@mantine/core/styles.css';
import { useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Stack, Title } from '@mantine/core';
import { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import { emptySelection, type SeatSelection, type SelectionMode } from '@encore/shared/rooms/seat-selection';
import { initI18n } from '@/lib/i18n';
import { cssVariablesResolver, theme } from '@/app/theme';
import { SeatMapModeControl } from '@/components/seat-map/seat-map-mode-control';
import { SeatMapViewer } from '@/components/seat-map/seat-map-viewer';
import { SeatMapKeyboardList } from '@/components/seat-map/seat-map-keyboard-list';
import type { SeatMapRenderer } from '@/components/seat-map/seat-map-renderer';
import { makeTestMap } from '@/components/seat-map/test-map';
import { installBenchHooks } from './bench-hooks';

// ?seats=20000&scheme=dark&lang=fr&list=1 — the map is generated here, so the figures exclude the network.
const params = new URLSearchParams(location.search);
const seats = Number(params.get('seats') ?? 20000);
const scheme = params.get('scheme') === 'dark' ? 'dark' : 'light';
const t0 = performance.now();
const map = makeTestMap(seats);
const t1 = performance.now();
const index = new SeatMapIndex(map);
const t2 = performance.now();
const legend = map.areas.map((a) => ({ label: a.name, colour: a.colour }));
const hooks = installBenchHooks({ generateMs: t1 - t0, indexMs: t2 - t1 });

function BenchPage() {
  const [selection, setSelection] = useState<SeatSelection>(() => emptySelection(index));
  const [mode, setMode] = useState<SelectionMode>((params.get('mode') as SelectionMode) ?? 'area');
  hooks.setMode = setMode;
  const onSelectionChange = useCallback((next: SeatSelection) => {
    hooks.selectionChanged();
    setSelection(next);
  }, []);
  const onRenderer = useCallback((r: SeatMapRenderer | null) => hooks.attach(r, index), []);
  return (
    <Stack component="main" p="md" gap="sm">
      <Title order={1} size="h3">
        {seats.toLocaleString('en-US')} seats
      </Title>
      <SeatMapModeControl value={mode} onChange={setMode} />
      <SeatMapViewer
        index={index}
        selection={selection}
        onSelectionChange={onSelectionChange}
        mode={mode}
        legend={legend}
        height={Number(params.get('height') ?? 520)}
        ariaLabel="Seat map"
        onRenderer={onRenderer}
      />
      {params.get('list') && (
        <SeatMapKeyboardList index={index} selection={selection} onSelectionChange={setSelection} />
      )}
    </Stack>
  );
}

// The translations the page shows, before the first render: the figures never include their download.
await (await initI18n(params.get('lang') ?? 'en')).loadNamespaces(['seatMap']);
hooks.mountStart = performance.now();
createRoot(document.getElementById('root')!).render(
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={scheme}>
    <BenchPage />
  </MantineProvider>,
);

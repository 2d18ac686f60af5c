import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { lastCode, useHandScanner } from './use-hand-scanner';

function Door({ onScan }: { onScan: (code: string) => void }) {
  useHandScanner(onScan, true);
  return <input aria-label="code" />;
}
afterEach(cleanup);

const type = (target: Element, text: string) => {
  for (const key of text) fireEvent.keyDown(target, { key });
  fireEvent.keyDown(target, { key: 'Enter' });
};

describe('hand scanner', () => {
  it('takes fast keys and Enter typed outside any field as one scan', () => {
    const onScan = vi.fn();
    const { getByLabelText } = render(<Door onScan={onScan} />);
    type(document.body, 'E1.ACDEFGHJKMNPQRTUVWXY34679ACDE.0D5D.ABC');
    expect(onScan).toHaveBeenCalledWith('E1.ACDEFGHJKMNPQRTUVWXY34679ACDE.0D5D.ABC');
    // Keys typed into a field are that field's.
    type(getByLabelText('code'), 'ACDEFGHJKMNP');
    expect(onScan).toHaveBeenCalledTimes(1);
  });
});

describe('lastCode', () => {
  it('drops stray keys before a QR payload, and keeps a typed code whole', () => {
    expect(lastCode('xxE1.ABC.DEF.GHI')).toBe('E1.ABC.DEF.GHI');
    expect(lastCode('ACDE-FGHJ-KMNP')).toBe('ACDE-FGHJ-KMNP');
  });
});

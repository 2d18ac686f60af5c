import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { PRINT_FRAME_TIMEOUT_MS, printTicketsPdf, TicketsPrintError } from './ticket-pdf';

vi.mock('@/lib/api-client', () => ({ api: { blob: vi.fn() } }));

const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const frame = () => document.querySelector('iframe');
// jsdom loads a frame as about:blank on its own: the tests say when (and whether) the frame loads.
const holdFrameLoads = (event: Event) => {
  if (event.isTrusted && event.target instanceof HTMLIFrameElement) event.stopImmediatePropagation();
};

describe('printTicketsPdf', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(api.blob).mockResolvedValue(pdf);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/tickets');
    URL.revokeObjectURL = vi.fn();
    document.addEventListener('load', holdFrameLoads, true);
  });
  afterEach(() => {
    document.removeEventListener('load', holdFrameLoads, true);
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('asks for the print dialog once the frame shows the PDF', async () => {
    const printing = printTicketsPdf('order-1');
    await vi.advanceTimersByTimeAsync(0); // the PDF arrives
    expect(frame()).not.toBeNull();
    const print = vi.fn();
    vi.spyOn(frame()!, 'contentWindow', 'get').mockReturnValue({ focus: vi.fn(), print } as never);
    frame()!.dispatchEvent(new Event('load'));
    await expect(printing).resolves.toBeUndefined();
    expect(print).toHaveBeenCalledOnce();
    expect(frame()!.src).toBe('blob:http://localhost/tickets');
  });

  it('fails with a print error when the frame never loads, and removes the frame', async () => {
    const printing = printTicketsPdf('order-1');
    const failed = expect(printing).rejects.toBeInstanceOf(TicketsPrintError);
    await vi.advanceTimersByTimeAsync(0); // the PDF arrives
    expect(frame()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(PRINT_FRAME_TIMEOUT_MS - 1);
    expect(frame()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(frame()).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/tickets');
  });

  it('fails with a print error when the frame shows an error page (its print() is out of reach)', async () => {
    const printing = printTicketsPdf('order-1');
    const failed = expect(printing).rejects.toBeInstanceOf(TicketsPrintError);
    await vi.advanceTimersByTimeAsync(0); // the PDF arrives
    expect(frame()).not.toBeNull();
    const print = () => {
      throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
    };
    vi.spyOn(frame()!, 'contentWindow', 'get').mockReturnValue({ focus: vi.fn(), print } as never);
    frame()!.dispatchEvent(new Event('load'));
    await failed;
    expect(frame()).toBeNull();
  });

  it('fails with the request error, and makes no frame, when the PDF request fails', async () => {
    const refused = new Error('500');
    vi.mocked(api.blob).mockRejectedValue(refused);
    await expect(printTicketsPdf('order-1')).rejects.toBe(refused);
    expect(frame()).toBeNull();
  });
});

import { act, render } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';
import { MAX_TOASTS } from '#web/lib/notify';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('shows at most three toasts at once (the rest wait)', async () => {
    const { container } = render(<Toaster />);
    await act(async () => {
      for (let i = 1; i <= 5; i += 1) toast.error(`Failure number ${i}`);
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(MAX_TOASTS).toBe(3);
    const shown = container.ownerDocument.querySelectorAll('.Toastify__toast');
    expect(shown.length).toBe(3);
    expect([...shown].map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['Failure number 1', 'Failure number 2', 'Failure number 3']),
    );
  });
});

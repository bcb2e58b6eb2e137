import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patchPwa, pwaStore } from '#web/lib/pwa';
import { UpdateBanner } from './update-banner';

const initial = pwaStore.get();
afterEach(() => act(() => pwaStore.set(initial)));

describe('UpdateBanner (ADR 058)', () => {
  it('"A new version is ready": Reload hands over to the waiting version, by keyboard', async () => {
    const apply = vi.fn();
    act(() => patchPwa({ applyUpdate: apply }));
    render(<UpdateBanner />);
    expect(screen.getByRole('status')).toHaveAccessibleName('A new version is ready.');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('Later dismisses it until the next visit', async () => {
    act(() => patchPwa({ applyUpdate: () => {} }));
    render(<UpdateBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(pwaStore.get().applyUpdate).toBeNull();
  });
});

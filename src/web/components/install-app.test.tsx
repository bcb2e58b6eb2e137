import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isIos } from '#web/lib/platform';
import { pwaStore, type InstallPromptEvent } from '#web/lib/pwa';
import { InstallApp } from './install-app';

const initial = pwaStore.get();
afterEach(() => {
  act(() => pwaStore.set(initial));
  vi.restoreAllMocks();
});

function fakePrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt') as InstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe('InstallApp (ADR 058)', () => {
  it('with the browser\'s prompt: an "Install the app" button, by keyboard; accepted → installed', async () => {
    const { event, prompt } = fakePrompt('accepted');
    act(() => pwaStore.set({ ...initial, installPrompt: event }));
    render(<InstallApp />);
    const button = screen.getByRole('button', { name: 'Install the app' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('The e-laundry app is installed on this device');
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('a dismissed prompt is spent: the instructions show instead', async () => {
    const { event } = fakePrompt('dismissed');
    act(() => pwaStore.set({ ...initial, installPrompt: event }));
    render(<InstallApp />);
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(await screen.findByRole('list', { name: 'How to install the app' })).toBeInTheDocument();
  });

  it('without a prompt on an iPhone: Share → Add to Home Screen', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1');
    render(<InstallApp />);
    const steps = screen.getByRole('list', { name: 'How to install the app' });
    expect(steps).toHaveTextContent('iPhone (Safari): tap Share, then Add to Home Screen.');
    expect(steps).not.toHaveTextContent('Android');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without a prompt elsewhere: the browser menu instructions', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0');
    render(<InstallApp />);
    const steps = screen.getByRole('list', { name: 'How to install the app' });
    expect(steps).toHaveTextContent('Android (Chrome): open the browser menu');
    expect(steps).not.toHaveTextContent('iPhone');
  });

  it('recognises iPhones and iPads (iPadOS says Macintosh but has touch)', () => {
    expect(isIos({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Linux; Android 14)', maxTouchPoints: 5 })).toBe(false);
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAsOf, OfflineNotice } from './offline-notice';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineNotice (ADR 058)', () => {
  it('says nothing while online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { container } = render(<OfflineNotice updatedAt={Date.now()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offline: "Offline — as of HH:MM" with what needs the network, announced politely; back online it goes', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const at = new Date();
    at.setHours(14, 32, 0, 0);
    render(<OfflineNotice updatedAt={at.getTime()} needsNetwork="Top-ups" />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveAccessibleName('Offline — as of 14:32');
    expect(notice).toHaveTextContent('You are seeing the last figures this phone saved. Top-ups need an internet connection.');
    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('offline with nothing saved: says so instead of a time', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice updatedAt={0} />);
    expect(screen.getByRole('status')).toHaveAccessibleName('Offline');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing is saved on this phone yet.');
  });

  it('formats the time of today as HH:MM and an earlier day with its date', () => {
    const now = new Date(2026, 10, 28, 9, 0).getTime();
    expect(formatAsOf(new Date(2026, 10, 28, 8, 5).getTime(), now)).toBe('08:05');
    expect(formatAsOf(new Date(2026, 10, 27, 14, 32).getTime(), now)).toBe('27 Nov, 14:32');
  });
});

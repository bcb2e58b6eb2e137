import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SidePanel } from './side-panel';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SidePanel id="p" open={open} onClose={() => setOpen(false)} label="Menu">
        <a href="/a">First</a>
        <a href="/b">Last</a>
      </SidePanel>
    </>
  );
}

describe('SidePanel', () => {
  it('is inert while closed', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveAttribute('inert');
    expect(dialog).not.toHaveClass('is-open');
  });

  it('traps focus while open and gives it back on close', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toHaveClass('is-open');
    expect(opener).toHaveFocus();
  });

  it('closes on an overlay click', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(container.querySelector('.panel-overlay') as HTMLElement);
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveClass('is-open');
    expect(document.documentElement).not.toHaveClass('has-open-panel');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = ['Convenience', 'Quality', 'Service'].map((label) => ({
  id: label.toLowerCase(),
  label,
  content: <p>{label} panel</p>,
}));

function setup() {
  render(<Tabs items={items} label="Our manifesto" idBase="m" />);
  return {
    tab: (name: string) => screen.getByRole('tab', { name }),
    panel: () => screen.getByRole('tabpanel'),
  };
}

describe('Tabs (manifesto)', () => {
  it('is a labelled tablist with Convenience selected by default', () => {
    const { tab, panel } = setup();
    expect(screen.getByRole('tablist', { name: 'Our manifesto' })).toBeInTheDocument();
    expect(tab('Convenience')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Quality')).toHaveAttribute('aria-selected', 'false');
    expect(panel()).toHaveAccessibleName('Convenience');
    expect(panel()).toHaveTextContent('Convenience panel');
    expect(tab('Convenience')).toHaveAttribute('aria-controls', panel().id);
  });

  it('keeps only the selected tab in the tab order', async () => {
    const { tab, panel } = setup();
    await userEvent.tab();
    expect(tab('Convenience')).toHaveFocus();
    expect(tab('Quality')).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(panel()).toHaveFocus();
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', async () => {
    const { tab, panel } = setup();
    await userEvent.click(tab('Convenience'));
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Quality')).toHaveFocus();
    expect(tab('Quality')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveTextContent('Quality panel');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Convenience')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Service')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tab('Convenience')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('Service')).toHaveFocus();
    expect(screen.getAllByRole('tabpanel', { hidden: true }).filter((p) => !p.hidden)).toHaveLength(1);
  });

  it('selects on click', async () => {
    const { tab, panel } = setup();
    await userEvent.click(tab('Service'));
    expect(panel()).toHaveTextContent('Service panel');
  });
});

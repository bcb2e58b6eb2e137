import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { PaymentSuccessPage } from './payment-success-page';

describe('PaymentSuccessPage', () => {
  it('says the transaction completed and goes back to the dashboard', async () => {
    const location = memoryLocation({ path: '/payment-success', record: true });
    render(
      <Router hook={location.hook}>
        <PaymentSuccessPage title="Payment Successful" params={{}} />
      </Router>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText(/transaction has been completed/i)).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(back).toHaveAttribute('href', '/my/user/dashboard');
    await userEvent.click(back);
    expect(location.history).toEqual(['/payment-success', '/my/user/dashboard']);
  });
});

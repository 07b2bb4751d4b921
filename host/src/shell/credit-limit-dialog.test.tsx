import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { openCreditLimitDialogAtom } from './credit-limit-atoms';
import { CreditLimitDialog } from './credit-limit-dialog';

describe('credit limit dialog', () => {
  it('explains the limit, links to the plans and closes', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <MemoryRouter>
          <CreditLimitDialog />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => store.set(openCreditLimitDialogAtom));
    const dialog = screen.getByRole('dialog', { name: 'You have used all your credits' });
    expect(dialog).toHaveTextContent('Viewing ad details needs credits');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/plans/select',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

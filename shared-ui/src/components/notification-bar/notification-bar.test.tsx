import type { Notification } from '@adlens/shared-contracts/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NotificationBar } from './notification-bar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function progress() {
  return Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
}

describe('NotificationBar', () => {
  it('shows nothing without a notification', () => {
    render(<NotificationBar notification={null} onClose={jest.fn()} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces an error as an alert and a success as a status', () => {
    const { rerender } = render(
      <NotificationBar notification={{ message: 'Failed', type: 'error' }} onClose={jest.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    rerender(
      <NotificationBar notification={{ message: 'Saved', type: 'success' }} onClose={jest.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('fills its progress bar in 100 ticks over the duration and closes at 100 %', () => {
    const onClose = jest.fn();
    render(
      <NotificationBar notification={{ message: 'Saved', type: 'success' }} onClose={onClose} />,
    );
    advance(1000);
    expect(progress()).toBe(50);
    advance(980);
    expect(onClose).not.toHaveBeenCalled();
    advance(20);
    expect(progress()).toBe(100);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    const onClose = jest.fn();
    render(<NotificationBar notification={{ message: 'Hi', type: 'default' }} onClose={onClose} />);
    advance(500);
    expect(progress()).toBe(20);
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(10_000);
    expect(progress()).toBe(20);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(2000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes by hand', () => {
    const onClose = jest.fn();
    render(<NotificationBar notification={{ message: 'Hi' }} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('restarts its timer when a new notification replaces the old one', () => {
    const onClose = jest.fn();
    const first: Notification = { message: 'First', type: 'warning' };
    const { rerender } = render(<NotificationBar notification={first} onClose={onClose} />);
    advance(2400);
    rerender(
      <NotificationBar notification={{ message: 'Second', type: 'warning' }} onClose={onClose} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(progress()).toBe(0);
    advance(2400);
    expect(onClose).not.toHaveBeenCalled();
  });
});

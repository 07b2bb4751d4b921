import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './avatar';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('nike')).toBe('N');
    expect(initials('Jean-Luc  Picard')).toBe('JP');
    expect(initials('  ')).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows the image named by the person', () => {
    render(<Avatar name="Ada Lovelace" src="/ada.png" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', '/ada.png');
  });

  it('falls back to initials, still named, without an image', () => {
    render(<Avatar name="Ada Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
  });

  it('falls back to initials when the image fails, and tries a new image again', () => {
    const { rerender } = render(<Avatar name="Nike" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Nike' }));
    expect(screen.getByRole('img', { name: 'Nike' })).toHaveTextContent('N');
    rerender(<Avatar name="Nike" src="/nike.png" />);
    expect(screen.getByRole('img', { name: 'Nike' })).toHaveAttribute('src', '/nike.png');
  });

  it('is hidden from screen readers when decorative', () => {
    render(<Avatar name="Nike" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

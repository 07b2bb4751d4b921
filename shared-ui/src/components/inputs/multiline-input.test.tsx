import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MULTILINE_MAX_HEIGHT, MultilineInput } from './multiline-input';

function setScrollHeight(element: HTMLElement, height: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: height });
}

describe('MultilineInput', () => {
  it('has 3 rows by default', () => {
    render(<MultilineInput label="Message" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '3');
  });

  it('submits on Enter without adding a line', async () => {
    const onEnterSubmit = jest.fn();
    render(<MultilineInput label="Message" onEnterSubmit={onEnterSubmit} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'hello{Enter}');
    expect(onEnterSubmit).toHaveBeenCalledWith('hello');
    expect(textarea).toHaveValue('hello');
  });

  it('adds a line on Shift+Enter without submitting', async () => {
    const onEnterSubmit = jest.fn();
    render(<MultilineInput label="Message" onEnterSubmit={onEnterSubmit} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'a{Shift>}{Enter}{/Shift}b');
    expect(onEnterSubmit).not.toHaveBeenCalled();
    expect(textarea).toHaveValue('a\nb');
  });

  it('submits the enclosing form on Enter when no handler is given', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <MultilineInput label="Message" />
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps Enter as a new line without auto height', async () => {
    render(<MultilineInput label="Message" autoHeight={false} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'a{Enter}b');
    expect(textarea).toHaveValue('a\nb');
  });

  it('grows with its content up to 347 px, then scrolls', () => {
    render(<MultilineInput label="Message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    setScrollHeight(textarea, 120);
    fireEvent.input(textarea, { target: { value: 'a\nb\nc\nd' } });
    expect(textarea).toHaveStyle({ height: '120px', overflowY: 'hidden' });

    setScrollHeight(textarea, 900);
    fireEvent.input(textarea, { target: { value: 'long' } });
    expect(textarea).toHaveStyle({ height: `${MULTILINE_MAX_HEIGHT}px`, overflowY: 'auto' });
    expect(MULTILINE_MAX_HEIGHT).toBe(347);
  });
});

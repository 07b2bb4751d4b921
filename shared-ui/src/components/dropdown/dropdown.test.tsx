import { createEventBus, dropdownEventName } from '@adlens/shared-contracts/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown, type DropdownProps } from './dropdown';

function setup(props: Partial<DropdownProps> = {}) {
  const onOpenChange = jest.fn();
  render(
    <>
      <button type="button">Outside</button>
      <Dropdown id="sort" toggle="Sort" onOpenChange={onOpenChange} {...props}>
        <button type="button">Newest</button>
      </Dropdown>
      <button type="button">After</button>
    </>,
  );
  return { onOpenChange, toggle: screen.getByRole('button', { name: 'Sort' }) };
}

function panelOpen() {
  return screen.queryByRole('button', { name: 'Newest' }) !== null;
}

describe('Dropdown', () => {
  it('opens and closes on toggle click', async () => {
    const { toggle, onOpenChange } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panelOpen()).toBe(true);
    await userEvent.click(toggle);
    expect(panelOpen()).toBe(false);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('opens on focus when configured', async () => {
    const { toggle } = setup({ openOnFocus: true });
    await userEvent.tab();
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    expect(panelOpen()).toBe(true);
  });

  it('stays open when the click that focused it ends, with open on focus', async () => {
    const { toggle } = setup({ openOnFocus: true });
    await userEvent.click(toggle);
    expect(panelOpen()).toBe(true);
    await userEvent.click(toggle);
    expect(panelOpen()).toBe(false);
  });

  it('stays closed on focus by default', async () => {
    const { toggle } = setup();
    toggle.focus();
    expect(panelOpen()).toBe(false);
  });

  it('closes on a mousedown outside', async () => {
    const { toggle } = setup();
    await userEvent.click(toggle);
    fireEvent.mouseDown(document.body);
    expect(panelOpen()).toBe(false);
  });

  it('stays open on a mouseup inside without auto close', async () => {
    const { toggle } = setup();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Newest' }));
    expect(panelOpen()).toBe(true);
  });

  it('closes on a mouseup inside when auto close is set', async () => {
    const { toggle } = setup({ autoClose: true });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Newest' }));
    expect(panelOpen()).toBe(false);
  });

  it('closes after an item is chosen from the keyboard when auto close is set', async () => {
    const { toggle } = setup({ autoClose: true });
    await userEvent.click(toggle);
    screen.getByRole('button', { name: 'Newest' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(panelOpen()).toBe(false);
  });

  it('stays open after a keyboard choice without auto close', async () => {
    const { toggle } = setup();
    await userEvent.click(toggle);
    screen.getByRole('button', { name: 'Newest' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(panelOpen()).toBe(true);
  });

  it('names its toggle with the given label', () => {
    render(
      <Dropdown id="sort" toggle="Sort" toggleLabel="Sort order">
        <button type="button">Newest</button>
      </Dropdown>,
    );
    expect(screen.getByRole('button', { name: 'Sort order' })).toHaveTextContent('Sort');
  });

  it('closes when focus leaves it', async () => {
    const { toggle } = setup();
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Newest' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(panelOpen()).toBe(false);
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const { toggle } = setup();
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(panelOpen()).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it('does nothing when disabled', async () => {
    const { toggle, onOpenChange } = setup({ disabled: true, openOnFocus: true });
    await userEvent.click(toggle);
    expect(panelOpen()).toBe(false);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('emits its open and closed event named after its id', async () => {
    const events = createEventBus();
    const listener = jest.fn();
    events.on(dropdownEventName('sort'), listener);
    const { toggle } = setup({ events });
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(listener.mock.calls).toEqual([
      [{ id: 'sort', open: true }],
      [{ id: 'sort', open: false }],
    ]);
  });
});

import { PRERENDER_CONTAINER_ID } from '@adlens/shared-contracts/platform';
import { heldClick, holdPaintedClicks, PAINTED_CONTAINER_ID } from './painted-clicks';

function paint(): HTMLElement {
  document.body.innerHTML =
    `<div id="${PRERENDER_CONTAINER_ID}">` +
    '<button type="button">Continue with Google</button>' +
    '<button type="button" aria-label="Continue with Facebook"><svg></svg></button>' +
    '<a href="/authentication/signup">Sign up</a>' +
    '<form><input name="email" readonly></form></div>';
  const painted = document.getElementById(PRERENDER_CONTAINER_ID);
  if (!painted) throw new Error('not painted');
  return painted;
}

function press(painted: HTMLElement, selector: string): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  painted.querySelector(selector)?.dispatchEvent(event);
  return event;
}

describe('presses on the painted page', () => {
  it("is the contract's painted page element", () => {
    expect(PAINTED_CONTAINER_ID).toBe(PRERENDER_CONTAINER_ID);
  });

  it('holds the last pressed button by name and marks only it busy', () => {
    const painted = paint();
    holdPaintedClicks(document);

    expect(press(painted, 'button:first-child').defaultPrevented).toBe(true);
    press(painted, '[aria-label]');

    expect(heldClick(painted)).toBe('Continue with Facebook');
    expect(painted.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    expect(painted.querySelector('[aria-label]')).toHaveAttribute('aria-busy', 'true');
  });

  it('leaves links to navigate on their own', () => {
    const painted = paint();
    holdPaintedClicks(document);

    const event = press(painted, 'a');

    expect(event.defaultPrevented).toBe(false);
    expect(heldClick(painted)).toBeNull();
  });

  it('refuses a native submission of a painted form', () => {
    const painted = paint();
    holdPaintedClicks(document);
    const submission = new Event('submit', { bubbles: true, cancelable: true });

    painted.querySelector('form')?.dispatchEvent(submission);

    expect(submission.defaultPrevented).toBe(true);
  });
});

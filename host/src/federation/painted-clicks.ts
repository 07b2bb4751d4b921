// Imports nothing shared: it runs in the entry chunk, before the federation share scope exists.

/** The painted page's element: the contract's `PRERENDER_CONTAINER_ID` (a test keeps them equal). */
export const PAINTED_CONTAINER_ID = 'adl-prerender';

const HELD_CLICK_ATTRIBUTE = 'data-held-click';

function buttonName(button: Element): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

/**
 * A painted page's buttons do nothing until the page's code has run (decision 0041), which on a
 * phone can take seconds: a press there is held instead of lost. The last press wins; its button
 * is marked busy until the live page presses its own button of the same name
 * (`pressHeldClick`). Links are left alone: they navigate without any code. A native submission of
 * a painted form is refused.
 */
export function holdPaintedClicks(doc: Document = document): void {
  const painted = doc.getElementById(PAINTED_CONTAINER_ID);
  if (!painted) return;
  painted.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !painted.contains(button)) return;
      event.preventDefault();
      painted.querySelector('[aria-busy="true"]')?.removeAttribute('aria-busy');
      button.setAttribute('aria-busy', 'true');
      painted.setAttribute(HELD_CLICK_ATTRIBUTE, buttonName(button));
    },
    { capture: true },
  );
  // Enter in a form of one field submits it natively even without a submit button: a reload of the
  // same page. Its fields are read-only and empty, so refusing it loses nothing.
  painted.addEventListener('submit', (event) => event.preventDefault(), { capture: true });
}

/** The name of the button pressed on the painted page, if one was. */
export function heldClick(painted: Element): string | null {
  return painted.getAttribute(HELD_CLICK_ATTRIBUTE) || null;
}

/**
 * Presses the live page's button named as the held press, once the live page is on screen. The
 * press waits a task, so that it reaches the page as a visitor's would: after its commit.
 */
export function pressHeldClick(root: ParentNode, name: string): void {
  setTimeout(() => {
    const button = [...root.querySelectorAll('button')].find(
      (candidate) => !candidate.disabled && buttonName(candidate) === name,
    );
    if (!button) return;
    button.focus();
    button.click();
  });
}

import { act, render, screen } from '@testing-library/react';
import { VISIBILITY_ROOT_MARGIN, VISIBILITY_THRESHOLD } from './observe-visibility';
import { useVisibility } from './use-visibility';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

const observers: Array<{ callback: Callback; options: unknown; disconnect: jest.Mock }> = [];

beforeEach(() => {
  observers.length = 0;
  class FakeObserver {
    disconnect = jest.fn();
    constructor(callback: Callback, options: unknown) {
      observers.push({ callback, options, disconnect: this.disconnect });
    }
    observe() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, writable: true });
});

function Probe({ once = false }: { once?: boolean }) {
  const [ref, visible] = useVisibility<HTMLDivElement>({ once });
  return <div ref={ref}>{visible ? 'visible' : 'hidden'}</div>;
}

describe('useVisibility', () => {
  it('observes with a 10 % threshold and a 1000 px margin', () => {
    render(<Probe />);
    expect(observers[0]!.options).toEqual({
      threshold: VISIBILITY_THRESHOLD,
      rootMargin: VISIBILITY_ROOT_MARGIN,
    });
    expect(VISIBILITY_THRESHOLD).toBe(0.1);
    expect(VISIBILITY_ROOT_MARGIN).toBe('1000px');
  });

  it('reports the element as visible when it intersects and hidden when it leaves', () => {
    render(<Probe />);
    expect(screen.getByText('hidden')).toBeInTheDocument();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('visible')).toBeInTheDocument();
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });

  it('stops observing after the first sighting when once is set', () => {
    render(<Probe once />);
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('disconnects on unmount', () => {
    const { unmount } = render(<Probe />);
    unmount();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });
});

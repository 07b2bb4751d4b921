import { containerSource, createScreenService } from './screen-service';

function resizableSource(initial: number) {
  let width = initial;
  let onResize = () => {};
  return {
    source: {
      width: () => width,
      observe(listener: () => void) {
        onResize = listener;
        return () => {};
      },
    },
    resize(next: number) {
      width = next;
      onResize();
    },
  };
}

describe('screen service', () => {
  it('starts from the container width', () => {
    expect(createScreenService(resizableSource(700).source).getState()).toEqual({
      isMobile: true,
      isDesktop: false,
    });
    expect(createScreenService(resizableSource(950).source).getState().isDesktop).toBe(true);
  });

  it('follows resizes and tells its listeners only when the state changes', () => {
    const { source, resize } = resizableSource(1280);
    const screen = createScreenService(source);
    const listener = jest.fn();
    screen.subscribe(listener);
    resize(1000);
    expect(listener).not.toHaveBeenCalled();
    resize(949);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(screen.getState().isMobile).toBe(true);
  });

  it('keeps following resizes while nobody listens, for the mobile guard', () => {
    const { source, resize } = resizableSource(1280);
    const screen = createScreenService(source);
    const unsubscribe = screen.subscribe(jest.fn());
    unsubscribe();
    resize(400);
    expect(screen.getState().isMobile).toBe(true);
  });

  it("reads the container element's width and hears window resizes without ResizeObserver", () => {
    const element = document.createElement('div');
    Object.defineProperty(element, 'clientWidth', { configurable: true, value: 1200 });
    const screen = createScreenService(containerSource(element));
    expect(screen.getState().isDesktop).toBe(true);
    Object.defineProperty(element, 'clientWidth', { configurable: true, value: 800 });
    window.dispatchEvent(new Event('resize'));
    expect(screen.getState().isMobile).toBe(true);
  });

  it('reads the width the app will have while a painted page keeps its container hidden', () => {
    const body = document.createElement('div');
    const root = document.createElement('div');
    body.append(root);
    root.hidden = true;
    Object.defineProperty(body, 'clientWidth', { configurable: true, value: 1280 });

    expect(createScreenService(containerSource(root)).getState().isDesktop).toBe(true);
  });
});

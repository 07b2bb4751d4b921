import { act, renderHook } from '@testing-library/react';
import { MOBILE_BREAKPOINT_PX } from '../constants';
import { createFakeHostServices } from '../testing/fake-host-services';
import { HostServicesProvider, useScreen } from './host-services';
import { screenStateFor } from './screen';

describe('screen state', () => {
  it.each([
    [320, true],
    [949, true],
    [950, false],
    [1440, false],
  ])('a %i px container is mobile: %s', (width, isMobile) => {
    expect(screenStateFor(width)).toEqual({ isMobile, isDesktop: !isMobile });
  });

  it('breaks at the spec breakpoint of 950 px', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(950);
    expect(screenStateFor(MOBILE_BREAKPOINT_PX - 1).isMobile).toBe(true);
  });

  it('keeps the identity of an unchanged state', () => {
    expect(screenStateFor(300)).toBe(screenStateFor(600));
    expect(screenStateFor(1000)).toBe(screenStateFor(2000));
  });

  it('useScreen follows the container across the breakpoint', () => {
    const services = createFakeHostServices({ width: 1280 });
    const renders = jest.fn();
    const { result } = renderHook(
      () => {
        renders();
        return useScreen();
      },
      {
        wrapper: ({ children }) => (
          <HostServicesProvider value={services}>{children}</HostServicesProvider>
        ),
      },
    );
    expect(result.current).toEqual({ isMobile: false, isDesktop: true });
    act(() => services.setScreenWidth(700));
    expect(result.current).toEqual({ isMobile: true, isDesktop: false });
    const count = renders.mock.calls.length;
    act(() => services.setScreenWidth(500));
    expect(renders).toHaveBeenCalledTimes(count);
  });
});

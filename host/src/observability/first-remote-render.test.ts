import { FIRST_REMOTE_RENDER_MARK, markFirstRemoteRender } from './first-remote-render';

describe('first remote render mark', () => {
  it('marks the first remote page of the page session once, naming its remote, and reports it to RUM', () => {
    const mark = jest.fn(() => ({ startTime: 812.5 }) as PerformanceMark);
    const report = jest.fn();
    const perf = { mark, timeOrigin: 1_700_000_000_000 };
    markFirstRemoteRender('remote_search', perf, report);
    markFirstRemoteRender('remote_account', perf, report);
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(FIRST_REMOTE_RENDER_MARK, {
      detail: { remote: 'remote_search' },
    });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(1_700_000_000_812.5);
  });
});

import { FIRST_REMOTE_RENDER_MARK, markFirstRemoteRender } from './first-remote-render';

describe('first remote render mark', () => {
  it('marks the first remote page of the page session once, naming its remote', () => {
    const mark = jest.fn();
    markFirstRemoteRender('remote_search', { mark });
    markFirstRemoteRender('remote_account', { mark });
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(FIRST_REMOTE_RENDER_MARK, {
      detail: { remote: 'remote_search' },
    });
  });
});

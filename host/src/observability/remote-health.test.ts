import type { RemoteHealthReport } from '@adlens/shared-contracts';
import { createRemoteHealth } from './remote-health';

function counter() {
  const pending: (() => void)[] = [];
  const health = createRemoteHealth({
    versionOf: (remote) => (remote === 'remote_search' ? '0.3.0' : '1.0.0'),
    later: (flush) => {
      pending.push(flush);
      return () => pending.splice(pending.indexOf(flush), 1);
    },
  });
  const sent: { report: RemoteHealthReport; final: boolean }[] = [];
  const runLater = () => pending.splice(0).forEach((flush) => flush());
  return {
    health,
    sent,
    runLater,
    send: (report: RemoteHealthReport, final: boolean) => sent.push({ report, final }),
  };
}

describe('remote health of a page session', () => {
  it('counts by kind with remote and version before sending starts, and sends it all once started', () => {
    const { health, sent, send, runLater } = counter();
    health.count('remote_search', 'render_error');
    health.count('remote_search', 'fallback_shown');
    expect(sent).toEqual([]);
    health.start('token', send);
    runLater();
    expect(sent).toEqual([
      {
        final: false,
        report: {
          pageSession: 'token',
          remotes: [
            {
              remote: 'remote_search',
              version: '0.3.0',
              counts: { render_error: 1, fallback_shown: 1 },
              rendered: false,
            },
          ],
        },
      },
    ]);
  });

  it('debounces changes into one report, sends the whole session each time, and flushes at once when hidden', () => {
    const { health, sent, send, runLater } = counter();
    health.start(null, send);
    health.rendered('remote_account', 180.4);
    health.count('remote_account', 'page_error');
    runLater();
    expect(sent).toHaveLength(1);
    health.flush();
    // Nothing changed since: nothing to send.
    expect(sent).toHaveLength(1);
    health.showing('remote_account');
    health.pageError();
    health.flush();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      final: true,
      report: {
        pageSession: null,
        remotes: [
          {
            remote: 'remote_account',
            version: '1.0.0',
            counts: { page_error: 2 },
            rendered: true,
            firstRenderMs: 180,
          },
        ],
      },
    });
  });

  it('takes back a render when the page then showed its fallback, and takes none after', () => {
    const { health, send } = counter();
    health.start(null, send);
    health.rendered('remote_search', 300);
    health.count('remote_search', 'fallback_shown');
    health.rendered('remote_search', 900);
    expect(health.report().remotes[0]).toMatchObject({
      rendered: false,
      counts: { fallback_shown: 1 },
    });
    expect(health.report().remotes[0]).not.toHaveProperty('firstRenderMs');
  });

  it('counts no page error while no remote page is on screen', () => {
    const { health } = counter();
    health.pageError();
    health.showing('remote_search');
    health.showing(null);
    health.pageError();
    expect(health.report().remotes).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, devPort, withDevPorts } from '@adlens/tools/webpack';

const dir = path.dirname(fileURLToPath(import.meta.url));
const pinFile = path.join(dir, '..', 'environments', 'development.json');
const devApi = `http://localhost:${devPort('dev_api')}`;

export default createAppConfig({
  dir,
  kind: 'host',
  title: 'Adlens',
  federationName: 'adlens_host',
  // The two steps of start-up (src/index.ts, src/start-host.ts) download beside the entry chunk.
  startupChunks: ['start-host', 'bootstrap'],
  // The pin file (the contract's PIN_SET_URL), requested by src/federation/early-pin-set.ts.
  startupFetches: ['/environment.json'],
  // The user load and the ad-blocker probe start while the page's scripts download.
  headScript: { file: 'src/early/early-requests.ts', exportName: 'startEarlyRequests' },
  // The host exposes nothing and names no remote: remotes come from the pin file at run time.
  devServer: () => ({
    // xfwd: the API builds the OAuth return address from the host the browser used.
    proxy: [{ context: ['/api'], target: devApi, changeOrigin: true, xfwd: true }],
    setupMiddlewares(middlewares, server) {
      // Read on every request, so editing the pin file needs no restart (and never a rebuild). The
      // dev-served remotes' entries follow their DEV_REMOTE_*_PORT variables.
      server.app.get('/environment.json', (_request, response) => {
        response.set('Cache-Control', 'no-store');
        response.json(withDevPorts(JSON.parse(readFileSync(pinFile, 'utf8'))));
      });
      return middlewares;
    },
  }),
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@adlens/tools/webpack';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  federationName: 'remote_search',
  // Its pages (the remote's public face) are declared once, in pages.json.
});

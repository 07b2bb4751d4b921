import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type * as TagAdModule from './tag-ad';

/**
 * The tagger's libraries read only what their npm packages ship (decision 0062): with every way
 * out of the process refused before they load, tagging still works.
 */
test('tagging loads its models and runs with the network refused', async () => {
  const refuse = () => {
    throw new Error('network is off in this test');
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(refuse);
  jest.spyOn(http, 'request').mockImplementation(refuse);
  jest.spyOn(http, 'get').mockImplementation(refuse);
  jest.spyOn(https, 'request').mockImplementation(refuse);
  jest.spyOn(https, 'get').mockImplementation(refuse);
  jest.spyOn(net, 'connect').mockImplementation(refuse);
  jest.spyOn(net, 'createConnection').mockImplementation(refuse);
  jest.spyOn(net.Socket.prototype, 'connect').mockImplementation(refuse);

  let tagAd: typeof TagAdModule.tagAd | undefined;
  jest.isolateModules(() => {
    // Loaded only now, behind the refusals: a model fetched on first use would fail here.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    tagAd = (require('./tag-ad') as typeof TagAdModule).tagAd;
  });
  const tags = tagAd?.({
    headline: 'Stop scrolling: Nova Labs yoga mat',
    copy: 'Nos clients adorent la qualité et le confort au quotidien.',
    cta: null,
    on_image_text: null,
    transcript: null,
    media_type: 'image',
  });
  expect(tags?.map((tag) => `${tag.family}:${tag.tag}`)).toEqual([
    'hook:stop_never',
    'lang:fr',
    'format:image',
  ]);
});
